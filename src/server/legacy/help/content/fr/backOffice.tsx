/** Help in French: the back office of internal staff. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Back office" page in French. */
export const BACK_OFFICE_FR: HelpTopicText = {
  title: 'Back-office',
  summary: 'Le travail du personnel du back-office de Q-global : les licences de fonctionnalités des comptes clients.',
  sections: {
    'back-office-home': {
      title: 'Le back-office',
      body: () => <p>Le personnel du back-office travaille pour Q-global, pas pour un compte client. Après la connexion, il arrive sur le back-office, qui mène à chacune des parties qu’il peut utiliser. Il ne voit jamais les données des personnes évaluées ; chaque entrée dans un compte client indique un motif, que le journal d’audit conserve avec le compte.</p>,
    },
    'feature-licenses': {
      title: 'Licences de fonctionnalités',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEATURE_LICENSE_MANAGE} />
          <p>Indiquez d’abord pourquoi vous travaillez sur des comptes clients, par exemple un numéro de ticket ou de commande. Recherchez ensuite les licences de tous les comptes clients par nom ou identifiant du compte, par type (utilisations, abonnement, utilisations de rapports de groupe) et par état (active, suspendue, expirée, terminée). « Nouvelle licence » trouve un compte client et lui crée une licence : son nom, les formulaires et types de rapport couverts, les utilisations accordées ou le dernier jour d’un abonnement, et des options comme les postes ou la périodicité de facturation.</p>
          <p>
            La page d’une licence modifie ses conditions, la suspend, la reprend ou la termine, et montre son historique. Chaque modification demande son propre motif. Elle prend effet immédiatement : le prochain rapport du compte est facturé selon les nouvelles conditions, le journal d’utilisation du compte montre la modification avec les utilisations ajoutées, et ses administrateurs en sont informés (voir 
            <a href={helpLink('administration', 'licenses')}>licences et utilisation</a>
            ). Une licence suspendue ne paie plus de nouveaux rapports ; les rapports déjà générés restent tels quels. Une licence terminée ne peut plus changer.
          </p>
        </>
      ),
    },
    'platform-configuration': {
      title: 'Configuration de la plateforme',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>La configuration que chargent la plateforme et le questionnaire de la personne évaluée à leur ouverture (config.json) : les adresses des pages du compte, des services et du questionnaire, le délai de l’avertissement avant l’expiration de la session, le service vidéo. Chaque version est conservée, avec la personne qui l’a enregistrée, la date et le motif.</p>
          <p>Modifiez le JSON de la version actuelle ; il est vérifié selon le schéma de config.json pendant la saisie, et chaque problème est listé avec sa place dans le document (par exemple qgServices.contextRoot). Indiquez le motif de la modification, puis choisissez « Enregistrer comme nouvelle version ». Chaque serveur la fournit aussitôt ; l’adresse du questionnaire et celles des pages du compte s’appliquent au prochain démarrage des serveurs. Si quelqu’un a enregistré une version plus récente pendant votre saisie, l’enregistrement est refusé : rechargez et refaites la modification.</p>
          <p>Sous « Versions », choisissez deux versions puis « Afficher les différences » : les lignes ajoutées sont marquées + et les lignes supprimées −. « Revenir à cette version » demande un motif et enregistre le contenu de cette version comme nouvelle version ; rien n’est retiré de l’historique.</p>
        </>
      ),
    },
  },
};
