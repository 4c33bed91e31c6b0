import type { HelpTranslation } from './types.js';

/**
 * The help content in French (issue #29): the FAQ and the announcements of `../content.ts`,
 * written for French-speaking agents (formal « vous »). Screens are named as the portal's French
 * menus and pages name them (`packages/i18n/src/locales/fr.ts`, the features' `i18n/fr.ts`);
 * amounts in dollars as the portal shows them in French (49,00 $US), US places and forms kept.
 */
export const HELP_FR: HelpTranslation = {
  faq: [
    {
      key: 'PAYMENTS',
      title: 'Paiements et factures',
      questions: [
        [
          'Comment fonctionne le cycle de paie hebdomadaire ?',
          'Un cycle de paie dure sept jours, du mardi au lundi suivant. Tout ce qui est confirmé pendant cette semaine – commissions, commissions d’équipe et primes – vous est payé en une seule fois, avec le versement qui suit le cycle.\n\nLa page Rapports, Paiements liste chaque versement avec son cycle de paie et son statut. La page Rapports vous permet de choisir n’importe quel cycle de paie depuis janvier 2023.',
        ],
        [
          'Qu’est-ce que la facture d’utilisation du portail assureurs ?',
          'La facture d’utilisation du portail assureurs est la redevance mensuelle des outils de la plateforme des assureurs, utilisés par tous les contractants (49,00 $US par mois). Les contractants agréés reçoivent en outre une facture mensuelle pour leur licence CRM et une facture annuelle pour leur assurance responsabilité civile professionnelle (E&O).\n\nToutes ces factures figurent dans Mon profil, Transactions récurrentes, chacune avec sa date, son montant et son statut : « En attente », « Payée » ou « Échouée ». Elles sont prélevées sur la carte de paiement enregistrée.',
        ],
        [
          'Pourquoi mon compte est-il bloqué ?',
          'Lorsque vos deux dernières factures d’utilisation du portail assureurs ont échoué, le portail est bloqué : chaque page vous renvoie vers Mon profil, Transactions récurrentes jusqu’au paiement du montant dû. Une seule facture échouée ne bloque pas votre compte, mais elle apparaît sous forme de rappel sur votre tableau de bord.\n\nVérifiez que votre carte de paiement est valide, puis cliquez sur « Payer maintenant ». Le paiement est confirmé en quelques secondes et l’ensemble du portail se rouvre aussitôt, sans que vous ayez à vous reconnecter.',
        ],
        [
          'Pourquoi le paiement de ma facture a-t-il échoué ?',
          'Le plus souvent, la carte a expiré, elle est bloquée pour les paiements en ligne ou le plafond journalier fixé par votre banque est atteint. La facture garde le statut « Échouée » jusqu’à ce qu’elle soit payée.\n\nSi nécessaire, remplacez la carte dans Mon profil, Carte de paiement, puis payez la facture échouée depuis Transactions récurrentes. Si votre banque accepte le prélèvement mais que la facture reste indiquée comme échouée, ouvrez un ticket dans la catégorie « Paiements ».',
        ],
        [
          'Comment changer la carte prélevée ?',
          'Ouvrez Mon profil, Carte de paiement, supprimez la carte actuelle et ajoutez la nouvelle. Une seule carte est enregistrée, et son numéro n’arrive jamais jusqu’au portail : le prestataire de paiement le remplace par un jeton.\n\nLa prochaine facture récurrente sera prélevée sur la nouvelle carte. Les factures déjà échouées se paient depuis Transactions récurrentes.',
        ],
        [
          'Comment mes commissions me sont-elles versées ?',
          'Après chaque cycle de paie, les versements sont effectués par virement (direct deposit) sur le compte bancaire enregistré dans Mon profil, Compte bancaire. Le numéro de compte est conservé masqué : seuls ses quatre derniers chiffres sont affichés.\n\nPour changer de compte, supprimez l’ancien et ajoutez le nouveau. Le numéro de routage est vérifié à l’enregistrement : un numéro mal saisi est refusé immédiatement.',
        ],
      ],
    },
    {
      key: 'COMMISSIONS',
      title: 'Commissions et primes',
      questions: [
        [
          'Quelle est la différence entre une commission et une commission d’équipe ?',
          'Une commission (commission personnelle) vous est versée sur une police que vous avez souscrite vous-même, au taux de commission de son type de produit. Une commission d’équipe est versée aux membres de votre lignée ascendante sur les polices souscrites dans leur lignée descendante : jusqu’à trois niveaux au-dessus de l’agent souscripteur en reçoivent chacun une.\n\nLes deux figurent dans Rapports, Commissions ; la colonne « Nature » les distingue (« Personnelle » ou « D’équipe »), et l’agent souscripteur est indiqué sur chaque commission d’équipe.',
        ],
        [
          'Qu’est-ce qu’une reprise de commission ?',
          'Lorsqu’un client résilie sa police ou cesse de payer ses primes d’assurance dans les premiers mois, l’assureur reprend la commission qu’il avait avancée. La ligne apparaît avec le statut « Reprise » dans Rapports, Commissions, et le montant est déduit de vos gains du cycle de paie au cours duquel la reprise est enregistrée.\n\nLes commissions d’équipe versées sur cette police sont reprises de la même façon à la lignée ascendante. Veiller à ce que vos clients soient à jour de leurs primes d’assurance reste le meilleur moyen d’éviter les reprises.',
        ],
        [
          'Pourquoi une commission est-elle encore en attente ?',
          'Une commission reste en attente jusqu’à ce que l’assureur confirme la première prime d’assurance de la police. La plupart sont confirmées en deux cycles de paie, puis versées lors du versement suivant.\n\nSi une commission est en attente depuis plus d’un mois, ouvrez un ticket dans la catégorie « Commissions » en indiquant le numéro de police : le support vérifie pour vous les données de l’assureur.',
        ],
        [
          'Comment les primes sont-elles calculées ?',
          'Il existe trois types de primes. Les primes de production récompensent les primes d’assurance des polices que vous souscrivez pendant un cycle de paie, les primes de recrutement récompensent les nouveaux agents agréés que vous faites entrer, et les primes de fidélisation récompensent les polices qui restent en vigueur.\n\nLa page Rapports, Prime liste chaque prime avec son cycle de paie et son montant.',
        ],
        [
          'Que faut-il pour obtenir une promotion ?',
          'Chaque rang au-dessus d’Associé comporte quatre conditions : la licence, votre production personnelle, le nombre de recrues agréées placées directement sous vous et la production de votre équipe. La production correspond aux primes d’assurance des polices souscrites au cours des 52 derniers cycles de paie, hors reprises.\n\nLa page Demander une promotion indique où vous en êtes pour chaque condition. Quand toutes sont remplies, vous pouvez demander la promotion ; c’est un membre de votre lignée ascendante, de rang supérieur, qui statue.',
        ],
        [
          'Où voir ce que j’ai gagné pendant un cycle de paie ?',
          'La page Rapports affiche vos gains pour le cycle de paie choisi, avec l’évolution par rapport au cycle précédent. Les pages Commissions, Prime et Paiements du menu Rapports détaillent les lignes qui composent ce total.\n\nChaque rapport peut être trié et parcouru page par page, et le cycle de paie choisi reste dans l’adresse : vous pouvez donc l’ajouter à vos favoris.',
        ],
      ],
    },
    {
      key: 'LICENSING',
      title: 'Licences',
      questions: [
        [
          'Que peut faire un contractant agréé que les autres ne peuvent pas faire ?',
          'Les contractants agréés voient leurs clients et leurs polices, la vue d’ensemble de l’activité et la page Demander une promotion, et ils perçoivent des commissions sur les polices qu’ils souscrivent.\n\nPour les contractants non agréés, ces éléments du menu sont grisés. Tout le reste – l’équipe, les formulaires, les rapports, l’aide et le profil – est ouvert à tous.',
        ],
        [
          'Comment demander ma licence ?',
          'Ouvrez Mon profil et choisissez « Demander la licence » dans la section Licence. Déposez d’abord votre certificat de licence dans Documents essentiels : c’est sur lui que repose l’examen.\n\nLa section Licence et votre tableau de bord indiquent que la demande est en attente jusqu’à la décision du back-office.',
        ],
        [
          'Combien de temps dure l’examen d’une licence ?',
          'La plupart des demandes sont traitées en cinq jours ouvrés. Une demande dont le certificat manque ou est illisible reste en suspens jusqu’au dépôt d’un nouveau fichier.\n\nSi votre demande est en attente depuis plus de deux semaines, ouvrez un ticket dans la catégorie « Licences ».',
        ],
        [
          'Ma licence expire-t-elle ?',
          'Les licences délivrées par les États américains doivent être renouvelées selon le calendrier de chaque État, généralement tous les deux ans, avec des crédits de formation continue.\n\nDéposez le certificat renouvelé dans Documents essentiels avant l’expiration de l’ancien : votre conformité reste au vert et vos mandats auprès des assureurs restent actifs.',
        ],
        [
          'J’ai déménagé dans un autre État. Que dois-je faire ?',
          'Mettez d’abord à jour votre adresse dans Mon profil. Ouvrez ensuite un ticket dans la catégorie « Licences » : il vous faudra peut-être une licence de résident dans votre nouvel État et des licences de non-résident dans les États où vous avez encore des clients.\n\nLes mandats auprès des assureurs dépendent des licences : le back-office les vérifie donc avec vous.',
        ],
        [
          'Comment obtenir un mandat auprès d’un assureur ?',
          'Les mandats (appointments) sont demandés par le back-office dès que vous êtes agréé dans les États couverts par l’assureur. Le dossier de contractualisation se trouve dans Formulaires, Back-office.\n\nEnvoyez le dossier complété par un ticket dans la catégorie « Licences » ; selon l’assureur, le mandat est généralement obtenu en deux à quatre semaines.',
        ],
      ],
    },
    {
      key: 'DOCUMENTS',
      title: 'Documents essentiels',
      questions: [
        [
          'Quels documents essentiels dois-je fournir ?',
          'Trois : votre certificat de licence, votre police d’assurance responsabilité civile professionnelle (E&O, pour « errors and omissions ») et une pièce d’identité officielle. Chacun doit être en cours de validité : un document expiré est considéré comme manquant.\n\nLa page Conformité indique l’état de chacun, avec un lien pour régler tout ce qui demande votre attention.',
        ],
        [
          'Quels fichiers puis-je déposer ?',
          'Des fichiers PDF, PNG ou JPEG de 10 Mo maximum chacun. Le fichier doit réellement être du type qu’indique son nom : un fichier renommé est refusé.\n\nLes numérisations doivent être complètes et lisibles. Les photos prises d’un écran sont refusées par l’équipe conformité.',
        ],
        [
          'Que se passe-t-il quand un document expire ?',
          'À partir de 30 jours avant la date d’expiration, le document est indiqué comme « Expire bientôt » et un rappel apparaît sur votre tableau de bord. Pendant cette période, vous restez en conformité.\n\nAprès la date d’expiration, le document est considéré comme expiré : vous n’êtes plus en conformité, et votre lignée ascendante le voit parmi les problèmes de l’équipe. Déposez le document renouvelé pour régulariser la situation.',
        ],
        [
          'Pourquoi mon nouveau document n’est-il pas encore pris en compte ?',
          'Après un dépôt, l’équipe conformité classe le document selon son type (certificat de licence, police E&O ou pièce d’identité) et enregistre sa date d’expiration, généralement sous un jour ouvré.\n\nD’ici là, le fichier figure dans Documents essentiels, mais la page Conformité affiche encore l’état précédent.',
        ],
        [
          'Puis-je retirer un document déposé par erreur ?',
          'Oui. Archivez-le dans Mon profil, Documents essentiels. Les fichiers archivés sont conservés pour mémoire, mais ne comptent plus pour la conformité.\n\nSi vous avez archivé le seul document valide d’un type, déposez-le à nouveau.',
        ],
        [
          'Qui peut voir mes documents ?',
          'Vos fichiers ne peuvent être ouverts que par vous et par l’équipe conformité. Votre lignée ascendante voit si un document manque ou a expiré, jamais le fichier lui-même.\n\nLes liens vers vos documents ne fonctionnent que dans votre propre session connectée : ne les partagez pas.',
        ],
      ],
    },
    {
      key: 'PORTAL',
      title: 'Utiliser le portail',
      questions: [
        [
          'Comment retrouver rapidement un client, un formulaire ou un ticket ?',
          'Utilisez la recherche de la barre supérieure, ou appuyez sur Ctrl+K (Cmd+K sur Mac). Elle parcourt vos clients par nom ou numéro de police, le catalogue des formulaires et vos tickets d’assistance.\n\nLes accents n’ont pas d’importance : « sofia » trouve « Sofía ».',
        ],
        [
          'Comment changer la langue ou le thème ?',
          'Choisissez la langue dans le menu des langues de la barre supérieure ; le portail est disponible en anglais, espagnol, français, allemand, italien et russe.\n\nLe thème clair ou sombre se choisit dans Paramètres. Ces deux choix sont mémorisés sur cet appareil.',
        ],
        [
          'Pourquoi ai-je été déconnecté ?',
          'Pour votre sécurité, une session dure une heure. Une minute avant la fin, le portail vous demande si vous souhaitez rester connecté ; sans réponse de votre part, vous êtes déconnecté.\n\nLa modification de votre mot de passe dans Paramètres vous déconnecte de tous les autres appareils sur lesquels vous étiez connecté.',
        ],
        [
          'Comment suivre un ticket d’assistance ?',
          'La page Aide, Tickets d’assistance liste vos tickets avec leur statut. Ouvrez-en un pour lire les réponses et l’historique des statuts, répondre au support ou fermer le ticket.\n\nVous recevez une notification dès que le support répond ou change le statut, et votre tableau de bord vous le rappelle lorsque le support attend votre réponse.',
        ],
        [
          'Que m’indiquent les notifications ?',
          'La cloche de la barre supérieure compte les notifications que vous n’avez pas encore vues : paiements, réponses du support, décisions de promotion et annonces de l’entreprise. Elles arrivent en temps réel tant que vous êtes connecté.\n\nCliquez sur une notification pour accéder à l’élément concerné ; elle est alors marquée comme vue. La page Notifications les regroupe toutes.',
        ],
        [
          'Existe-t-il une application mobile ?',
          'Le menu Application mobile de la barre supérieure renvoie vers les applications iOS et Android lorsqu’elles sont disponibles dans votre région.\n\nLe portail lui-même fonctionne sur téléphone : chaque page s’adapte à l’écran, sans défilement horizontal.',
        ],
      ],
    },
  ],
  announcements: [
    {
      title: 'Calendrier des versements pendant les fêtes',
      body: 'Le cycle de paie qui se termine le lundi 28 décembre sera versé le mercredi 30 décembre en raison du jour férié.\n\nLes commissions confirmées par les assureurs avant le jeudi 24 décembre sont incluses comme d’habitude ; celles confirmées plus tard passent au versement suivant.',
    },
    {
      title: 'Nouveaux contrats Medicare Supplement chez Harborview Life',
      body: 'À partir du 1er décembre, Harborview Life propose le Plan G et le Plan N dans douze États supplémentaires.\n\nLes guides produits et les formulaires de souscription se trouvent dans Formulaires, Formulaires de contrats. Les agents titulaires d’un mandat peuvent établir des devis dès maintenant.',
    },
    {
      title: 'La période de renouvellement annuel de l’assurance E&O est ouverte',
      body: 'Les polices d’assurance responsabilité civile professionnelle (E&O) qui expirent avant février doivent être renouvelées et déposées dans Mon profil, Documents essentiels au plus tard le 15 janvier.\n\nLa page Conformité indique l’état de la vôtre. Une police E&O expirée suspend vos mandats auprès des assureurs jusqu’à ce qu’une police en cours de validité soit enregistrée.',
    },
    {
      title: 'Maintenance du portail dans la nuit de samedi à dimanche',
      body: 'Le portail sera indisponible le dimanche de 1 h à 3 h (heure de l’Est des États-Unis) pour maintenance.\n\nLes versements et les factures récurrentes prévus le lundi ne sont pas concernés.',
    },
    {
      title: 'Challenge de production du 4e trimestre',
      body: 'Tout agent qui souscrit 25 000 $US de primes d’assurance annuelles entre le 1er octobre et le 31 décembre se qualifie pour le séminaire des leaders de janvier, à Austin.\n\nLa production est calculée à partir du rapport des commissions, hors reprises. Votre lignée ascendante vous communique le classement chaque vendredi.',
    },
    {
      title: 'Examen des licences plus rapide',
      body: 'Les demandes de licence sont désormais examinées en cinq jours ouvrés.\n\nDéposez votre certificat de licence dans Documents essentiels avant de faire votre demande : une demande sans certificat reste en attente jusqu’à ce qu’un certificat soit enregistré.',
    },
    {
      title: 'Nouveau formulaire W-9',
      body: 'Depuis ce mois-ci, le back-office utilise la nouvelle version du formulaire fiscal américain W-9. Téléchargez-le dans Formulaires, Back-office et envoyez-le par un ticket d’assistance dans la catégorie « Paiements ».\n\nVos versements ne sont pas interrompus pendant l’acheminement du nouveau formulaire.',
    },
    {
      title: 'L’arborescence de votre équipe',
      body: 'Vous pouvez désormais parcourir toute votre lignée descendante sous forme d’arborescence dans Mon équipe, Hiérarchie de l’équipe, et retrouver n’importe quel agent par son nom ou son code.\n\nLa page Hiérarchie ascendante montre les agents au-dessus de vous, jusqu’au sommet de la hiérarchie.',
    },
    {
      title: 'Payer les factures échouées par carte',
      body: 'Les factures récurrentes échouées peuvent désormais être réglées immédiatement avec la carte enregistrée, depuis Mon profil, Transactions récurrentes.\n\nSi vos deux dernières factures d’utilisation du portail assureurs ont échoué, leur paiement débloque aussitôt le portail.',
    },
    {
      title: 'Mandat auprès de Summit Mutual',
      body: 'Les contractants agréés peuvent désormais demander un mandat auprès de Summit Mutual pour les produits d’assurance vie temporaire (term life) et d’assurance vie entière (whole life).\n\nLe dossier de contractualisation se trouve dans Formulaires, Back-office. Renvoyez-le complété par un ticket dans la catégorie « Licences ».',
    },
    {
      title: 'Le portail en espagnol et en russe',
      body: 'Le portail est désormais disponible en espagnol et en russe, en plus de l’anglais, du français, de l’allemand et de l’italien.\n\nChoisissez votre langue dans le menu de la barre supérieure.',
    },
    {
      title: 'Page Conformité',
      body: 'Une nouvelle page Conformité vous montre d’un coup d’œil si votre licence, vos documents essentiels et vos paiements sont en ordre, avec un lien pour régler tout ce qui demande votre attention.',
    },
    {
      title: 'La prime de fidélisation démarre ce trimestre',
      body: 'Les polices toujours en vigueur treize mois après leur émission donnent désormais droit à une prime de fidélisation, versée lors du cycle de paie de leur date anniversaire.\n\nCes primes apparaissent dans Rapports, Prime.',
    },
    {
      title: 'Recherche de clients par numéro de police',
      body: 'La recherche de la barre supérieure trouve désormais les clients par numéro de police comme par nom. Appuyez sur Ctrl+K (Cmd+K sur Mac) pour l’ouvrir depuis n’importe quelle page.',
    },
    {
      title: 'Bienvenue dans le nouveau Portail Agents',
      body: 'Votre profil, vos documents, vos gains et votre équipe sont désormais réunis au même endroit.\n\nDites-nous ce que vous en pensez via Aide, Nous contacter : chaque message est lu par l’équipe qui développe le portail.',
    },
  ],
};
