/** The verification feature's messages in French (France). */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The fr_fr catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'verification.link': 'Vérifier la saisie',
  'verification.title': 'Vérification de la saisie',
  'verification.backToAssessment': 'Retour à {product} — {name}',
  'verification.verifiedBy': 'Vérifiée par {name}, {when}',
  'verification.notVerified': 'Non vérifiée',
  'verification.requiredByAccount': 'Votre compte exige une vérification avant la cotation.',
  'verification.startTitle': 'Deuxième saisie',
  'verification.startHelp': 'Saisissez les réponses une deuxième fois à partir du formulaire papier, sans regarder la première saisie. Chaque item dont les deux saisies diffèrent est listé pour que vous le résolviez.',
  'verification.begin': 'Commencer la deuxième saisie',
  'verification.beginAgain': 'Vérifier à nouveau',
  'verification.secondEntryTitle': 'Deuxième saisie (à l’aveugle)',
  'verification.secondEntryHelp': 'Tapez chaque réponse du formulaire ; la première saisie reste masquée. Choisissez Comparer lorsque tous les items sont saisis.',
  'verification.invalidKey': 'Appuyez sur l’une des touches {keys} pour l’item {number}.',
  'verification.numberLabel': '{unit} ({min} à {max})',
  'verification.compare': 'Comparer',
  'verification.fixNumbers': "Corrigez le nombre saisi pour {count, plural, one {l''item} other {les items}} {items} avant de comparer.",
  'verification.cancel': 'Annuler la vérification',
  'verification.discrepanciesTitle': '{count, plural, one {# divergence} other {# divergences}}',
  'verification.discrepanciesHelp': 'Vérifiez le formulaire papier et choisissez la valeur correcte de chaque item.',
  'verification.column.item': 'Item',
  'verification.column.first': 'Première saisie',
  'verification.column.second': 'Deuxième saisie',
  'verification.column.correct': 'Valeur correcte',
  'verification.correctValueOf': 'Valeur correcte de {item}',
  'verification.useFirst': 'Première : {value}',
  'verification.useSecond': 'Deuxième : {value}',
  'verification.blank': 'vide',
  'verification.resolve': 'Confirmer et vérifier',
};
