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
    'feedback-inbox': {
      title: 'Boîte de réception des commentaires',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEEDBACK_MANAGE} />
          <p>
            Les commentaires envoyés par les utilisateurs (voir{' '}
            <a href={helpLink('feedback')}>commentaires</a>
            ) arrivent dans la boîte de réception des commentaires. Après avoir indiqué pourquoi vous travaillez sur des comptes clients, affichez-les par statut (nouveau, attribué, répondu, clos), par objet, par personne chargée et par compte. L’écran d’un commentaire montre ce que l’expéditeur a écrit, depuis quel écran et quel navigateur, ainsi que ses réponses.
          </p>
          <p>Attribuez-le d’abord à un membre du back-office ; la personne chargée peut répondre. Une réponse parvient aussitôt à l’expéditeur sous forme de notification qui contient la réponse et renvoie à la page des commentaires, où il peut répondre à son tour ; si l’expéditeur a une adresse e-mail, elle lui est aussi envoyée par e-mail dans sa langue, et la boîte de réception indique si l’e-mail est parti. Clôturez le commentaire lorsqu’il n’y a plus rien à faire ; un commentaire clos peut être rouvert. Chaque étape est consignée dans le journal d’audit avec votre motif.</p>
        </>
      ),
    },
  },
};
