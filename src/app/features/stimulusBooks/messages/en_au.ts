/** The back office's stimulus books messages in Australian English: the British ones. */
export { CATALOGUE } from './en_gb';
