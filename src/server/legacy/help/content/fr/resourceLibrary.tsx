/** Help in French: the resource library. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Resource library" page in French. */
export const RESOURCE_LIBRARY_FR: HelpTopicText = {
  title: 'Bibliothèque de ressources',
  summary: 'Les documents propres au compte, comme les formulaires de consentement, les guides de passation et les lettres aux parents.',
  sections: {
    documents: {
      title: 'Rechercher et ouvrir des documents',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.RESOURCE_LIBRARY_VIEW} />
          <p>
            La bibliothèque liste les documents du compte avec leur titre, leur catégorie (guide de passation, formulaire de consentement, lettre,
            manuel ou autre), leur taille, leur date d’ajout et leur description. Sous «&nbsp;Rechercher des documents&nbsp;», cherchez dans les
            titres et les descriptions ou choisissez une catégorie. «&nbsp;Ouvrir&nbsp;» affiche un fichier PDF, une image ou un fichier texte dans
            le navigateur et télécharge les autres types de fichiers.
          </p>
          <p>
            «&nbsp;Ajouter aux favoris&nbsp;» place un document que vous utilisez souvent en tête de liste, parmi vos favoris&nbsp;; «&nbsp;Retirer
            des favoris&nbsp;» l’en retire. Vos favoris ne sont visibles que par vous.
          </p>
        </>
      ),
    },
    'managing-documents': {
      title: 'Ajouter et retirer des documents',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.RESOURCE_LIBRARY_MANAGE} />
          <p>
            Sous «&nbsp;Ajouter un document&nbsp;», les administrateurs indiquent un titre, une description facultative et une catégorie,
            choisissent le fichier (PDF, PNG, JPEG, texte brut, CSV, Word ou Excel, 10&nbsp;Mo au maximum) et choisissent «&nbsp;Ajouter le
            document&nbsp;». Un fichier dont le contenu ne correspond pas au type qu’indique son nom est refusé. «&nbsp;Supprimer&nbsp;», à côté
            d’un document, demande une confirmation, puis le retire pour tous les utilisateurs du compte.
          </p>
          <p>
            Ne téléversez pas de copies de manuels de tests publiés ni d’items de tests&nbsp;: la bibliothèque est réservée aux documents propres à
            votre compte.
          </p>
        </>
      ),
    },
  },
};
