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
    'product-configuration': {
      title: 'Configuration des produits',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>Chaque instrument du catalogue est un produit avec des versions : une version publiée, que reçoivent les nouvelles évaluations, des versions plus anciennes remplacées, que gardent les évaluations créées avec elles, et au plus un brouillon en cours de modification. Le tableau de bord liste les produits avec leur état (brouillon, publié, retiré), leur version publiée, leur version en brouillon et le nombre d’évaluations ; ses autres onglets listent les formulaires, cotations et rapports du catalogue. « Importer un produit » reprend le JSON d’un produit (fichier ou collé) en brouillon : un nouveau produit devient la version 1, un produit existant reçoit sa version suivante. Chaque problème de la définition est listé avec le champ concerné.</p>
          <p>La page d’un produit montre ses versions, chacune avec qui l’a créée et publiée, quand et pourquoi, et son JSON à exporter. Le brouillon montre ses cas de test, chacun réussi ou échoué avec ce qui diffère. Il ne peut être publié que s’il a au moins un cas de test et qu’ils réussissent tous. Chaque partie du brouillon a son propre éditeur : le formulaire (informations générales, les langues dans lesquelles il est proposé avec la source de chaque traduction, et ses items : en ajouter un d’un type, déplacer, supprimer, avec leurs options, plages, grilles d’évaluation et leur texte dans chaque langue, qui doit être celui publié par le titulaire des droits, jamais une traduction de votre cru), la cotation (échelles, niveaux et tables de normes collées depuis un tableur en CSV), le rapport de restitution (lecteur, titre, introduction et conclusion en anglais américain, les échelles qu’il présente et les textes de leurs niveaux et centiles), les sections du rapport de scores et les cas de test ; les autres champs d’une partie se modifient en JSON. Si quelqu’un d’autre a enregistré le brouillon entre-temps, il vous est demandé de le recharger. L’aperçu cote les réponses que vous saisissez, avec les informations de la personne évaluée, à l’aide du brouillon ; rien n’est enregistré. Chaque modification demande un motif, conservé avec la version et dans le journal d’audit. Un produit retiré n’est plus proposé pour les nouvelles évaluations ; ses évaluations restent cotées et leurs rapports disponibles.</p>
        </>
      ),
    },
    'stimulus-books': {
      title: 'Cahiers de stimuli',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>Un cahier de stimuli regroupe les pages que l’examinateur affiche sur l’écran de la personne évaluée pendant une séance en direct : texte, passages de lecture, cartes d’items et images, dans chaque langue où il est publié. L’écran liste les cahiers publiés avec leur version, leurs langues, leurs pages, leur attribution et leur date de publication.</p>
          <p>Pour publier un cahier, choisissez son fichier JSON et les fichiers d’image que ses pages nomment (PNG, JPEG ou WebP, 2 Mio au plus chacun ; le SVG n’est pas accepté), indiquez le motif et publiez. Les images déjà publiées avec le cahier n’ont pas à être choisies de nouveau. Un cahier dont la version n’est pas supérieure à celle publiée est refusé, de même qu’une page qui nomme une image ni choisie ni enregistrée ; chaque problème est indiqué avec l’endroit qu’il concerne et rien n’est publié. Une nouvelle version remplace le cahier publié pour toutes les séances suivantes ; le motif est conservé dans le journal d’audit. Examinateurs et personnes évaluées voient les images d’un cahier par des adresses valables quelques heures seulement, de sorte qu’une image ne peut pas être transmise.</p>
        </>
      ),
    },
    'assessment-tracker': {
      title: 'Suivi des évaluations',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_TRACKER_VIEW} />
          <p>Le suivi répond à la question d’un client sur une évaluation. Indiquez pourquoi vous la consultez (un numéro de ticket), puis trouvez l’évaluation par son identifiant, par une session d’administration ou un lien à distance, ou par l’identifiant d’une personne évaluée avec le compte client. La chronologie montre ce qui lui est arrivé, du plus ancien au plus récent, dans votre fuseau horaire : création, saisie des réponses, liens créés, ouverts et remplis, envoi, cotation, rapports, e-mails avec chaque tentative de remise, suppressions et récupérations, vérification et copies.</p>
          <p>Les noms et les réponses sont masqués. « Afficher les noms et les réponses » demande un second motif, que le journal d’audit conserve comme une entrée distincte et que la chronologie affiche. « Modifier le statut » rouvre une évaluation à distance envoyée pour que son lien puisse être rempli à nouveau (seulement tant que son lien n’a pas expiré et qu’aucun rapport n’a été produit), fait expirer un lien maintenant ou marque comme résolue la remise échouée d’un e-mail. Chaque modification demande son motif et apparaît dans la chronologie.</p>
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
