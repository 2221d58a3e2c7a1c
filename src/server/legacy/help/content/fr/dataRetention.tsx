/** Help in French: the work of the data-retention staff. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Data retention" page in French. */
export const DATA_RETENTION_FR: HelpTopicText = {
  title: 'Conservation des données',
  summary: 'Le travail du personnel de conservation des données de Q-global : comptes inactifs, demandes de suppression, gels juridiques et qui peut supprimer des comptes.',
  sections: {
    'data-retention-dashboard': {
      title: 'Le tableau de bord de la conservation des données',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>Le personnel de conservation des données travaille pour Q-global, pas pour un compte client, et arrive sur ce tableau de bord après la connexion. Indiquez d’abord pourquoi vous travaillez sur des comptes clients, par exemple un numéro de ticket : le journal d’audit le conserve avec chaque compte que vous ouvrez. Le tableau de bord liste les comptes clients par état, chaque état avec son nombre de comptes : actif, inactif (personne ne s’est connecté pendant la période d’inactivité ; le compte est supprimé à sa date de suppression sauf si quelqu’un se connecte ou le conserve), suppression demandée (un administrateur a demandé la suppression du compte), gel juridique, supprimé (restaurable jusqu’à son effacement définitif) et effacé définitivement (seul l’ancien numéro du compte subsiste). « Demandes de suppression » liste les comptes dont l’administrateur a demandé la suppression.</p>
          <p>Filtrez par la personne à qui le dossier est attribué (ou personne), par une période de dates de suppression et par le nom ou le numéro du compte. La liste montre la dernière activité de chaque compte (la dernière connexion de l’un de ses utilisateurs), sa date de suppression, à qui le dossier est attribué et si un gel juridique est posé, la suppression la plus proche en premier. Ouvrez un compte pour traiter son dossier.</p>
        </>
      ),
    },
    'data-retention-case': {
      title: 'Le dossier d’un compte',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>Le dossier montre l’état du compte, sa dernière activité, ses dates (inactif depuis, la date de suppression, une demande de suppression et sa date), un gel juridique avec son motif et à qui le dossier est attribué. En dessous figurent les adresses de contact du compte (ses administrateurs actifs avec leur adresse e-mail et leur numéro de téléphone) et les avis qui lui ont été envoyés, chacun avec la date de suppression annoncée et, sur demande, la distribution de chacun de ses e-mails avec chaque tentative.</p>
          <p>Chaque modification demande son propre motif, que le journal d’audit conserve. Attribuez le dossier à un collègue ou à vous-même. Prolongez le délai de grâce d’un compte inactif jusqu’à une date de suppression plus tardive (au plus un an à l’avance) : les administrateurs reçoivent les avis pour la nouvelle date. Reportez une demande de suppression à une date plus tardive ; une date plus proche exige l’accord de l’administrateur, le personnel ne peut donc pas l’avancer. Un gel juridique empêche que le compte soit supprimé ou effacé, quelles que soient ses dates, jusqu’à ce qu’il soit levé ; le motif que vous indiquez est conservé comme motif du gel.</p>
        </>
      ),
    },
    'data-retention-settings': {
      title: 'Mes paramètres',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>Choisissez les alertes par e-mail que vous recevez : quand un compte devient inactif, quand un administrateur demande une suppression, quand un compte est supprimé et quand une suppression ou un effacement est bloqué par un gel juridique ou une demande d’accès en cours.</p>
          <p>Le personnel dont le rôle peut supprimer les données d’un compte voit aussi qui peut supprimer des comptes. Ce droit ne peut être accordé qu’au personnel dont le rôle peut supprimer les données d’un compte, toujours avec un motif, et personne ne peut modifier le sien : un autre membre du personnel doit l’accorder ou le retirer.</p>
        </>
      ),
    },
  },
};
