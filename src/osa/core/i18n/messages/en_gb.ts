/** British English: the player's US English words read the same here. */
import { EN_US, type OsaCatalogue } from './en_us';

/** The en_gb catalogue. */
export const EN_GB: OsaCatalogue = { ...EN_US };
