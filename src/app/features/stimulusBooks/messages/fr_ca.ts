/** The back office's stimulus books messages in French (Canada): the French ones. */
export { CATALOGUE } from './fr_fr';
