/** The platform configuration feature's messages in Australian English: the British ones. */
export { CATALOGUE } from './en_gb';
