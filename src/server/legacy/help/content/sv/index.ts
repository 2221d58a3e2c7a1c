/** The help in this language, or null while it is not translated yet (the help is then not offered in it). */
import type { HelpTranslation } from '../../helpTranslation';

/** The help's words in this language. */
export const HELP_SV: HelpTranslation | null = null;
