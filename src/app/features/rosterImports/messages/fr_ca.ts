/** The imports feature's messages in French (Canada): the French ones, none of whose words differ in Quebec usage. */
export { CATALOGUE } from './fr_fr';
