/** Australian English: the player's US English words read the same here. */
import { EN_US, type OsaCatalogue } from './en_us';

/** The en_au catalogue. */
export const EN_AU: OsaCatalogue = { ...EN_US };
