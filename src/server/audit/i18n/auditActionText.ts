/**
 * The human label of an audited action in every language of the platform (spec §9), as the
 * account's audit trail shows it next to the operation id: an event of its own (a sign-in, a
 * lock-out, internal staff entering the account), or what an operation did (by its HTTP method:
 * viewed, created or processed, changed, deleted) to which kind of record. One file per language
 * in `actionText/`; British and Australian English read the US English words, Canadian French
 * reads French with its own word for e-mail.
 */
import type { Locale } from '../../../domain/locale';
import { DA_DK } from './actionText/da_dk';
import { DE_DE } from './actionText/de_de';
import { EN_US } from './actionText/en_us';
import { ES_ES } from './actionText/es_es';
import { FR_FR } from './actionText/fr_fr';
import { NB_NO } from './actionText/nb_no';
import { NL_NL } from './actionText/nl_nl';
import { SV_SE } from './actionText/sv_se';
import type { AuditActionText } from './auditActionKinds';

export { AUDIT_ENTITIES, AUDIT_EVENTS, type AuditActionText, type AuditEntity, type AuditEvent } from './auditActionKinds';

/** The words of audited actions by locale. */
export const AUDIT_ACTION_TEXT: Readonly<Record<Locale, AuditActionText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: DA_DK,
  de_de: DE_DE,
  es_es: ES_ES,
  fr_fr: FR_FR,
  fr_ca: { ...FR_FR, entities: { ...FR_FR.entities, emailMessage: 'courriel', emailTemplate: 'modèle de courriel' } },
  nl_nl: NL_NL,
  nb_no: NB_NO,
  sv_se: SV_SE,
};
