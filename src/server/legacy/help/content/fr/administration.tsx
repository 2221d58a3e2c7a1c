/** Help in French: the account administrators' platform screens. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Account administration screens" page in French. */
export const ADMINISTRATION_FR: HelpTopicText = {
  title: 'Écrans d’administration du compte',
  summary: 'Les évaluations supprimées, les licences et leur utilisation, et les modèles d’e-mail du compte.',
  sections: {
    'deleted-assessments': {
      title: 'Évaluations supprimées',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_RECOVER} />
          <p>
            Liste les évaluations supprimées dans votre compte, avec la date de suppression et son auteur. «&nbsp;Récupérer&nbsp;» remet une
            évaluation dans l’historique de sa personne évaluée, avec ses réponses, ses scores et ses rapports. Une évaluation dont la personne
            évaluée a été supprimée est signalée comme telle.
          </p>
        </>
      ),
    },
    licenses: {
      title: 'Licences et utilisation',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.LICENSE_USAGE_VIEW} />
          <p>
            Le tableau des <strong>licences</strong> présente chaque licence du compte&nbsp;: des utilisations (un nombre de rapports) ou un
            abonnement (illimité jusqu’à une date), les formulaires et les types de rapport couverts, la part utilisée, la période de validité et
            si elle est active. Le <strong>journal d’utilisation</strong> liste chaque rapport généré et son coût, du plus récent au plus
            ancien&nbsp;: une utilisation, l’abonnement, une régénération gratuite ou une correction gratuite. Voir{' '}
            <a href={helpLink('assessment', 'reports')}>les rapports</a> pour savoir quand un rapport est gratuit.
          </p>
          <p>Il liste aussi chaque modification d’une licence du compte par Q-global (utilisations ajoutées ou retirées, nouvelles dates, suspension ou fin), sans coût ; les administrateurs du compte reçoivent une notification pour chacune.</p>
        </>
      ),
    },
    'email-templates': {
      title: 'Modèles d’e-mail',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_SETTINGS_EDIT} />
          <p>
            Les messages que votre compte envoie avec les liens à distance&nbsp;: l’invitation à répondre sur son propre appareil et l’invitation à
            une séance vidéo, dans chaque langue. Choisissez le type de message et la langue, puis modifiez l’objet et le message. Les champs entre
            accolades, comme le nom du destinataire, le lien et sa date d’expiration, sont remplis pour chaque message&nbsp;; des boutons les
            insèrent. Le message doit contenir le lien. N’indiquez pas le nom de la personne évaluée dans l’objet&nbsp;: quiconque voit la boîte de
            réception le lit.
          </p>
          <p>
            «&nbsp;Aperçu avec des valeurs d’exemple&nbsp;» affiche le résultat. «&nbsp;Enregistrer&nbsp;» conserve votre texte&nbsp;;
            «&nbsp;Rétablir le texte fourni&nbsp;» le supprime après confirmation.
          </p>
        </>
      ),
    },
  },
};
