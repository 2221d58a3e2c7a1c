/** Help in French: the examinee list, a new examinee, and an examinee's page. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Examinees" page in French. */
export const EXAMINEES_FR: HelpTopicText = {
  title: 'Personnes évaluées',
  summary: 'Rechercher, ajouter, modifier et supprimer des personnes évaluées, et créer une évaluation à partir de leur dossier.',
  sections: {
    'examinee-list': {
      title: 'La liste des personnes évaluées',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            «&nbsp;Personnes évaluées&nbsp;», dans l’en-tête, ouvre la liste des personnes évaluées de votre compte&nbsp;; c’est aussi l’écran sur
            lequel s’ouvre la plateforme. Saisissez un nom ou un identifiant dans <strong>Rechercher</strong> pour restreindre la liste.{' '}
            <strong>Trier par</strong> permet de la classer par date de dernière modification, par nom, par identifiant ou par date de
            naissance. <strong>Afficher en</strong> permet de basculer entre une liste et une grille de fiches&nbsp;; la plateforme mémorise votre
            choix. Les longues
            listes sont réparties en pages, avec Précédent et Suivant.
          </p>
          <p>
            Les conseils «&nbsp;Pour commencer&nbsp;» peuvent s’afficher au-dessus de la liste. «&nbsp;Masquer pour l’instant&nbsp;» les
            masque pour le moment&nbsp;; «&nbsp;Ne plus afficher les conseils&nbsp;» les désactive (vous pouvez les réactiver dans{' '}
            <a href={helpLink('my-account', 'preferences')}>vos préférences</a>).
          </p>
        </>
      ),
    },
    'new-examinee': {
      title: 'Ajouter une personne évaluée',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_EDIT} />
          <p>«&nbsp;Ajouter&nbsp;: personne évaluée&nbsp;» ouvre un formulaire&nbsp;:</p>
          <dl>
            <dt>Identifiant (personne évaluée)</dt>
            <dd>
              Unique dans votre compte&nbsp;: un numéro d’élève, de dossier ou de cas. Lettres, chiffres, espaces et . _ - / uniquement. Pendant la
              saisie, le formulaire vérifie que l’identifiant est disponible.
            </dd>
            <dt>Prénom, deuxième prénom (facultatif), nom</dt>
            <dd>Tels qu’ils doivent figurer sur les rapports.</dd>
            <dt>Date de naissance</dt>
            <dd>Nécessaire pour l’âge de la personne évaluée, qui détermine les formulaires et les normes applicables.</dd>
            <dt>Sexe</dt>
            <dd>Féminin, masculin, autre ou non précisé&nbsp;; certaines normes en dépendent.</dd>
            <dt>Autres informations</dt>
            <dd>
              L’adresse e-mail (nécessaire pour envoyer un lien par e-mail) et les quatre champs personnalisés de votre compte, par exemple une
              classe.
            </dd>
          </dl>
          <p>
            «&nbsp;Enregistrer&nbsp;: personne évaluée&nbsp;» crée le dossier et l’ouvre. Les erreurs sont listées en haut du formulaire et à côté
            de chaque champ.
          </p>
        </>
      ),
    },
    'examinee-page': {
      title: 'La page d’une personne évaluée',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            Le dossier d’une personne évaluée affiche ses informations, son <strong>historique des évaluations</strong> et, pour les utilisateurs
            autorisés à créer des évaluations, le formulaire <strong>Nouvelle évaluation</strong>. Une personne évaluée d’un autre compte n’existe
            pas pour vous&nbsp;: son adresse affiche «&nbsp;Personne évaluée&nbsp;: non disponible&nbsp;».
          </p>
          <h3>Historique des évaluations</h3>
          <p>
            Une ligne par évaluation&nbsp;: l’instrument, la date de passation, le statut (non commencée, en cours, terminée mais non cotée, ou
            cotée), le score et les éventuelles alertes critiques. Ouvrez une ligne pour accéder à l’évaluation. «&nbsp;Copier&nbsp;» crée une
            nouvelle évaluation du même formulaire, avec ou sans les réponses aux items&nbsp;; «&nbsp;Supprimer&nbsp;» retire une évaluation de
            l’historique après confirmation (un administrateur du compte peut la récupérer dans{' '}
            <a href={helpLink('administration', 'deleted-assessments')}>Évaluations supprimées</a>).
          </p>
          <h3>Nouvelle évaluation</h3>
          <p>
            Choisissez le <strong>formulaire</strong> et la <strong>date de passation</strong>, puis «&nbsp;Créer l’évaluation&nbsp;». Seuls les
            formulaires adaptés à l’âge et à la langue de la personne évaluée sont proposés&nbsp;; les autres sont listés avec la raison. Avant la
            création, la plateforme peut vous demander de confirmer&nbsp;: lorsque le même formulaire a été administré dans son intervalle de
            retest, lorsque l’âge de la personne évaluée sort de la tranche d’âge du formulaire, ou lorsqu’aucune licence ne permettrait de générer
            son rapport. «&nbsp;Créer quand même&nbsp;» poursuit la création.
          </p>
          <h3>Modification et suppression</h3>
          <p>
            «&nbsp;Modifier personne évaluée&nbsp;» ouvre le même formulaire que pour une nouvelle personne évaluée. «&nbsp;Supprimer personne
            évaluée&nbsp;» retire la personne évaluée et toutes ses évaluations de toutes les listes après confirmation&nbsp;; la suppression est
            consignée.
          </p>
          <h3>E-mails et envoi de plusieurs formulaires ensemble</h3>
          <p>
            La page de la personne évaluée liste chaque e-mail qui lui a été envoyé ou qui la concerne, avec sa remise (en file d’attente, envoi en
            cours, nouvel essai prévu avec le motif, envoyé ou échec). «&nbsp;Envoyer plusieurs formulaires ensemble&nbsp;» envoie un seul lien
            pour plusieurs évaluations ouvertes, remplies dans l’ordre que vous choisissez&nbsp;; voir{' '}
            <a href={helpLink('remote-administration', 'several-forms')}>l’administration à distance</a>.
          </p>
        </>
      ),
    },
    'group-list': {
      title: 'Groupes',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            Un groupe est une classe, une file active ou une cohorte d’étude : un nom, un type, une année scolaire (par exemple 2026-2027), ses membres (personnes évaluées) et ses intervenants (les examinateurs, enseignants et administrateurs du compte qui lui sont affectés). « Groupes » dans l’en-tête liste vos groupes avec leur type, leur année scolaire, leur nombre de membres et leurs intervenants. « Afficher les groupes archivés » y ajoute les groupes archivés. « Nouveau groupe » en crée un (il faut <code>GROUP_EDIT</code>) ; un enseignant qui crée un groupe y est affecté.
          </p>
          <p>
            Les enseignants ne voient que les personnes évaluées des groupes actifs auxquels ils sont affectés (et celles qu’ils ont saisies eux-mêmes), avec leurs évaluations et leurs rapports : c’est l’intérêt éducatif légitime de la FERPA. Un administrateur du compte peut appliquer la même règle aux examinateurs et aux utilisateurs du compte dans <a href={helpLink('manage-accounts')}>Gérer les comptes</a> (« Les examinateurs et les utilisateurs du compte ne voient que les personnes évaluées de leurs groupes »).
          </p>
          <p>
            Dans la liste des personnes évaluées, cochez des personnes (ou toute la page avec la case de la première colonne), choisissez un groupe ou « Un nouveau groupe… », puis « Ajouter au groupe ».
          </p>
        </>
      ),
    },
    'group-page': {
      title: 'La page d’un groupe',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            La page d’un groupe montre son type, son année scolaire, ses intervenants et ses membres. « Renommer » change le nom, le type et l’année scolaire. « Ajouter des personnes évaluées » recherche parmi les personnes que vous voyez et les ajoute une à une ; « Retirer » sort un membre du groupe (le dossier de la personne reste). « Archiver le groupe » conserve le groupe et ses membres mais le retire des listes ; ses intervenants ne voient plus ses membres par son intermédiaire, et ses membres ne peuvent plus être modifiés jusqu’à « Restaurer le groupe ».
          </p>
          <p>
            Les administrateurs du compte choisissent les intervenants avec « Choisir les intervenants ». La page d’une personne évaluée liste les groupes auxquels elle appartient.
          </p>
        </>
      ),
    },
    'examinee-import': {
      title: 'Importer des personnes évaluées',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_EDIT} />
          <p>
            « Importer » dans la liste des personnes évaluées importe un fichier OneRoster 1.2 CSV (un ZIP d’un logiciel de vie scolaire : les élèves deviennent des personnes évaluées, les classes des groupes avec leurs enseignants comme intervenants ; administrateurs du compte uniquement) ou un fichier CSV de personnes évaluées. Choisissez le type et le fichier, puis cliquez sur « Envoyer » ; le fichier est envoyé en plusieurs parties et la progression s’affiche. Pour un fichier CSV, choisissez la colonne qui contient chaque champ (l’identifiant, le prénom et le nom sont obligatoires) ; l’association est enregistrée pour le prochain import.
          </p>
          <p>
            La simulation lit le fichier et montre ce que l’import créera, mettra à jour et laissera inchangé, les lignes en erreur avec leur fichier, leur ligne et leur motif, et les avertissements (par exemple un enseignant qui n’est pas utilisateur du compte), avant que rien ne soit enregistré. Un fichier comportant des lignes en erreur ne peut pas être importé. Une ligne dont le nom et la date de naissance correspondent à ceux d’une personne évaluée existante d’un autre identifiant est retenue comme doublon possible : choisissez « Fusionner », « Garder les deux » ou « Ignorer » pour chacune. « Importer » enregistre alors tout d’un coup, ou rien ; importer à nouveau le même fichier ne change rien. Les enseignants ne peuvent pas importer.
          </p>
        </>
      ),
    },
  },
};
