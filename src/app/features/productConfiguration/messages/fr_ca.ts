/** The product configuration's messages in French (Canada): the French ones. */
export { CATALOGUE } from './fr_fr';
