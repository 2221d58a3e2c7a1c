/** Help in French: manage accounts (users, roles, labels, account deletion). */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Manage accounts" page in French. */
export const MANAGE_ACCOUNTS_FR: HelpTopicText = {
  title: 'Gérer les comptes',
  summary:
    'Pour les administrateurs du compte\u00a0: les utilisateurs du compte et leurs rôles, les libellés et les champs personnalisés du compte, et la suppression du compte.',
  sections: {
    users: {
      title: 'Utilisateurs',
      body: (facts) => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_USERS_MANAGE} />
          <p>
            Dans la liste des utilisateurs du compte, «&nbsp;Rechercher des utilisateurs&nbsp;» permet de chercher par nom, nom d’utilisateur ou
            adresse e-mail et de filtrer par rôle et par état (actif ou non). Chaque ligne indique le rôle de l’utilisateur, s’il est examinateur (et
            peut donc être désigné comme examinateur d’une évaluation) et s’il est actif, avec un lien Modifier. Les longues listes sont réparties
            en pages.
          </p>
          <p>
            «&nbsp;Nouvel utilisateur&nbsp;» demande le nom d’utilisateur et un mot de passe initial (au moins {facts.minPasswordLength}{' '}
            caractères, différent du nom d’utilisateur), la civilité, les noms, le suffixe, l’adresse e-mail et le téléphone, le rôle,
            «&nbsp;Peut être désigné comme examinateur d’une évaluation&nbsp;» et «&nbsp;Actif&nbsp;»&nbsp;; «&nbsp;Créer l’utilisateur&nbsp;»
            l’enregistre. Les noms d’utilisateur sont uniques dans Q-global et conservés en minuscules. La modification d’un utilisateur porte sur
            les mêmes informations, sauf le mot de passe, et s’enregistre avec «&nbsp;Enregistrer l’utilisateur&nbsp;». Désactiver un
            utilisateur met fin immédiatement à ses sessions&nbsp;; il ne peut plus se connecter, et son travail est conservé. Vous ne pouvez ni
            vous désactiver vous-même ni vous retirer votre propre rôle d’administrateur, si bien qu’un compte ne perd jamais son dernier accès.
          </p>
          <p>
            La page indique aussi ce que chaque rôle permet de faire. Le même tableau figure sous{' '}
            <a href={helpLink('getting-started', 'roles')}>les rôles</a> dans cette aide.
          </p>
        </>
      ),
    },
    labels: {
      title: 'Libellés, champs personnalisés et code de vérification',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_SETTINGS_EDIT} />
          <p>
            Le <strong>libellé pour «&nbsp;Personne évaluée&nbsp;»</strong> et le <strong>libellé pour «&nbsp;Examinateur&nbsp;»</strong> sont les
            mots que la plateforme emploie pour les personnes que vous évaluez et pour celles qui les évaluent&nbsp;: une école peut dire
            «&nbsp;Élève&nbsp;» et «&nbsp;Enseignant&nbsp;». Les noms des <strong>quatre champs personnalisés</strong> sont les intitulés
            d’informations supplémentaires sur les personnes évaluées, comme une classe ou un travailleur social référent. «&nbsp;Enregistrer les
            paramètres du compte&nbsp;» les conserve&nbsp;; chaque valeur refusée indique pourquoi. La plateforme affiche les nouveaux termes au
            prochain chargement de ses pages.
          </p>
          <p>
            Le <strong>code de vérification de la saisie des items</strong> (lettres, chiffres, - et _, sans espaces) active la vérification&nbsp;:
            tant qu’il est défini, chaque évaluation du compte doit passer par une{' '}
            <a href={helpLink('assessment', 'verification')}>deuxième saisie à l’aveugle</a> avant de pouvoir être cotée. Laissez-le vide pour
            désactiver la vérification.
          </p>
        </>
      ),
    },
    'account-deletion': {
      title: 'Supprimer le compte',
      body: (facts) => (
        <p>
          Un administrateur peut demander la suppression de l’ensemble du compte&nbsp;: cochez «&nbsp;Je comprends que toutes les données de ce
          compte seront supprimées&nbsp;» et choisissez «&nbsp;Demander la suppression de ce compte&nbsp;». La suppression a lieu après un délai de
          grâce de {facts.selfDeletionGraceDays} jours&nbsp;; la page en indique la date. D’ici là, le compte fonctionne comme avant, et le
          personnel de Q-global chargé de la conservation des données peut arrêter la suppression. Toutes les données du compte, avec ses
          personnes évaluées, ses évaluations et ses rapports, sont supprimées à cette date.
        </p>
      ),
    },
    'account-export': {
      title: 'Exporter les données du compte',
      body: (facts) => (
        <p>
          Un administrateur peut obtenir toutes les données du compte en un seul fichier ZIP : choisissez « Exporter les données de ce compte ». Le
          fichier contient les personnes évaluées, les évaluations avec leurs réponses et leurs scores, tous les rapports enregistrés en PDF, le
          relevé d&apos;utilisation, l&apos;historique des courriels et le journal d&apos;audit, en fichiers CSV qu&apos;un tableur ouvre, avec un
          README qui décrit chaque fichier. Quand elle est prête, un lien de téléchargement arrive à votre adresse courriel. Le lien fonctionne une
          seule fois, pendant {facts.exportLinkHours} heures, sans connexion ; la page liste les exportations précédentes et indique si leur lien a servi.
        </p>
      ),
    },
  },
};
