// Les articles en français de la rédaction de démonstration. Les entreprises et
// produits cités dans les titres sont fictifs ; les sources (outboundSources.ts)
// sont réelles. Les sections 0 et 3 de chaque thème ont un h3, la 1 une liste,
// la 2 une citation.
import type { ArticleTexts } from '../textTypes.ts';

export const FR_ARTICLES: ArticleTexts = {
  'language-models': {
    keywords: ['grands modèles de langage', 'LLM', 'raisonnement', 'entraînement', 'tokens'],
    headlines: [
      { title: 'Lumen Labs dévoile Aurora 3, un modèle de langage qui raisonne en moins d\'étapes', subtitle: 'Le nouveau modèle mise moins sur la taille que sur une recette d\'entraînement plus fine, et les premiers tests le placent au niveau de systèmes bien plus gros.' },
      { title: 'Fenêtres de contexte d\'un million de tokens : comment elles changent notre usage des chatbots', subtitle: 'Soumettre en une seule requête tout un code source ou des archives juridiques est devenu banal ; le plus dur est que le modèle exploite vraiment tout ce texte.' },
      { title: 'Les petits modèles de langage séduisent discrètement les entreprises', subtitle: 'Des modèles compacts qui tournent sur un ordinateur portable ou un téléphone coûtent moins cher, répondent plus vite et se contrôlent mieux.' },
      { title: 'Ce qu\'un modèle de langage apprend vraiment pendant son entraînement', subtitle: 'Prédire le mot suivant semble trivial, mais les capacités qui en découlent ne le sont pas du tout.' },
    ],
    lead: 'Derrière chaque chatbot se cache un modèle de langage entraîné sur des quantités colossales de texte, et la façon de construire ces systèmes évolue vite : moins de force brute, des données mieux choisies et un usage plus habile de la puissance de calcul au moment où le modèle répond.',
    sections: [
      {
        heading: 'Du plus gros au plus malin',
        paragraphs: [
          'Pendant plusieurs années, le progrès a suivi une règle simple : plus de paramètres, plus de données, plus de calcul. Les lois d\'échelle décrivaient cet équilibre avec une précision étonnante et ont poussé les laboratoires à construire des systèmes toujours plus grands.',
          'Le tableau est aujourd\'hui plus nuancé. Les chercheurs ont montré que beaucoup de modèles étaient sous-entraînés pour leur taille et qu\'un réseau plus petit, nourri de données mieux choisies, peut égaler un géant pour une fraction du coût.',
        ],
        subsection: {
          heading: 'Réfléchir avant de répondre',
          paragraphs: [
            'La dernière astuce consiste à dépenser davantage de calcul au moment de la question. Au lieu de répondre aussitôt, le modèle rédige des étapes intermédiaires, les vérifie, puis tranche : une méthode particulièrement utile en mathématiques, en programmation et en planification.',
          ],
        },
      },
      {
        heading: 'Ce qui change pour les utilisateurs',
        paragraphs: [
          'Pour ceux qui utilisent ces outils au quotidien, les changements sont concrets : des réponses accompagnées d\'un raisonnement visible, de longs documents traités d\'un seul coup et un coût par requête en baisse constante.',
          'Il y a aussi des contreparties. Un raisonnement plus long signifie des réponses plus lentes, et les étapes affichées ne reflètent pas toujours fidèlement le chemin suivi par le modèle.',
        ],
        list: [
          'Un contexte plus large : rapports, contrats ou projets logiciels entiers dans une seule requête.',
          'Des prix en baisse : à qualité égale, le coût a chuté en deux ans.',
          'L\'usage d\'outils : des modèles qui interrogent seuls une calculatrice, un moteur de recherche ou une base de données.',
          'Le déploiement local : des versions compactes qui fonctionnent sans envoyer de données dans le cloud.',
        ],
      },
      {
        heading: 'Le débat chez les chercheurs',
        paragraphs: [
          'Tout le monde n\'est pas convaincu que de meilleurs scores signifient une compréhension plus profonde. Les critiques rappellent que les modèles commettent encore des erreurs élémentaires dès qu\'un problème connu est formulé autrement.',
          'Leurs défenseurs répondent que c\'est aussi vrai des humains, et que la bonne question n\'est pas de savoir si un modèle comprend, mais s\'il est assez fiable pour une tâche donnée.',
        ],
        quote: {
          text: 'Nous avons appris à mesurer ce que ces modèles savent faire bien plus vite que nous n\'avons appris à expliquer pourquoi ils y parviennent.',
          source: 'Une chercheuse en apprentissage automatique dans une université française',
        },
      },
      {
        heading: 'Les données, une ressource rare',
        paragraphs: [
          'Le texte de qualité disponible sur le web n\'est pas illimité, et les plus grands entraînements en approchent la limite. Les laboratoires se tournent vers des archives sous licence, de l\'audio transcrit et des données synthétiques produites par d\'autres modèles.',
          'Les données synthétiques sont puissantes mais risquées : un modèle trop nourri de ses propres productions peut perdre en diversité et amplifier ses erreurs de génération en génération.',
        ],
        subsection: {
          heading: 'La qualité avant la quantité',
          paragraphs: [
            'Le filtrage est devenu une discipline à part entière. Supprimer les doublons, le spam et les pages médiocres améliore souvent un modèle davantage qu\'ajouter des milliards de mots.',
          ],
        },
      },
      {
        heading: 'Les questions ouvertes',
        paragraphs: [
          'Consommation d\'énergie, droit d\'auteur et concentration de la puissance de calcul entre quelques entreprises restent des questions non résolues. Chaque nouvelle génération de modèles les rend plus pressantes.',
          'Une chose semble claire : l\'ère où il suffisait de grossir les modèles cède la place à un paysage plus varié, où l\'efficacité et la spécialisation comptent autant que la taille.',
        ],
      },
    ],
    captions: [
      'Chaque réponse d\'un chatbot est calculée mot après mot, sur des serveurs qui tournent jour et nuit.',
      'Les modèles de langage transforment le texte en suites de nombres avant de prédire la suite.',
    ],
  },

  multimodal: {
    keywords: ['vision par ordinateur', 'IA multimodale', 'génération d\'images', 'génération vidéo', 'modèles de diffusion'],
    headlines: [
      { title: 'Des drones et des caméras qui repèrent les maladies des cultures avant les agriculteurs', subtitle: 'Des modèles de vision entraînés sur des millions d\'images de feuilles permettent d\'agir plusieurs jours avant qu\'une infection ne soit visible à l\'œil nu.' },
      { title: 'Les modèles multimodaux savent désormais lire graphiques, tickets de caisse et notes manuscrites', subtitle: 'Les systèmes qui associent vision et langage transforment des documents désordonnés en données structurées avec une précision surprenante.' },
      { title: 'Génération vidéo : des clips d\'une minute avec des personnages cohérents', subtitle: 'Les derniers modèles de diffusion gardent visages, lumière et mouvements cohérents d\'un plan à l\'autre, ce qui ouvre des portes aux studios et soulève de nouvelles questions.' },
      { title: 'Filigranes invisibles et certificats de contenu : la course pour étiqueter les images d\'IA', subtitle: 'Les standards de provenance se diffusent dans les appareils photo, les logiciels de retouche et les plateformes, mais effacer les métadonnées reste facile.' },
    ],
    lead: 'L\'intelligence artificielle ne travaille plus seulement avec des mots : les mêmes modèles regardent des photos, lisent des documents, analysent des vidéos et créent leurs propres images, brouillant la frontière entre comprendre une image et la produire.',
    sections: [
      {
        heading: 'Voir comme un modèle',
        paragraphs: [
          'Les systèmes de vision modernes découpent une image en petites vignettes et les traitent comme un modèle de langage traite les mots. Entraînés sur d\'immenses collections de photos légendées, ils apprennent à relier ce qu\'ils voient à la façon dont les gens le décrivent.',
          'C\'est ce lien entre images et texte qui les rend polyvalents : le même modèle peut classer une photo, répondre à une question à son sujet ou retrouver des images similaires dans une archive.',
        ],
        subsection: {
          heading: 'Du laboratoire aux champs',
          paragraphs: [
            'L\'agriculture, le contrôle qualité et l\'imagerie médicale ont été parmi les premiers à s\'en emparer. Une caméra sur un drone ou une chaîne de production, associée à un bon modèle, détecte des défauts ou des maladies qu\'un œil fatigué laisserait passer.',
          ],
        },
      },
      {
        heading: 'Ce que savent faire les modèles multimodaux',
        paragraphs: [
          'Les gains les plus visibles concernent la paperasse du quotidien. Factures, formulaires et captures d\'écran qui exigeaient une saisie manuelle sont désormais lus et résumés automatiquement.',
          'La précision est élevée mais pas parfaite, si bien que la plupart des entreprises gardent un humain dans la boucle dès qu\'il y a des conséquences juridiques ou financières.',
        ],
        list: [
          'Lire des tableaux et des graphiques et en expliquer la tendance.',
          'Extraire montants, dates et noms de tickets et de factures.',
          'Décrire des photos pour les personnes aveugles ou malvoyantes.',
          'Comparer deux versions d\'un plan technique et en lister les différences.',
        ],
      },
      {
        heading: 'Créer des images et des vidéos',
        paragraphs: [
          'Les modèles génératifs travaillent dans l\'autre sens. Les modèles de diffusion partent d\'un bruit aléatoire et l\'affinent étape par étape jusqu\'à faire émerger une image conforme à la description.',
          'La vidéo ajoute la dimension du temps, et avec elle le défi de garder personnages, objets et éclairage cohérents d\'une image à l\'autre. Les systèmes les plus récents s\'en approchent.',
        ],
        quote: {
          text: 'La question n\'est plus de savoir si un clip généré paraît réel, mais si quelqu\'un est capable de dire comment il a été fabriqué.',
          source: 'Un superviseur d\'effets visuels qui teste des outils génératifs',
        },
      },
      {
        heading: 'Distinguer le vrai du synthétique',
        paragraphs: [
          'Maintenant que les images générées sont impossibles à distinguer des photographies, l\'attention se porte sur la provenance. Des standards industriels joignent au fichier des informations signées sur son origine et ses retouches.',
          'Les filigranes invisibles intégrés aux pixels constituent une deuxième ligne de défense, mais une capture d\'écran, un recadrage ou un simple réencodage suffisent à les contourner.',
        ],
        subsection: {
          heading: 'Pourquoi les étiquettes ne suffisent pas',
          paragraphs: [
            'Les experts préviennent que l\'étiquetage ne fonctionne que si les plateformes l\'affichent et si le public y croit. L\'éducation aux médias reste aussi importante que n\'importe quelle solution technique.',
          ],
        },
      },
      {
        heading: 'Droits et responsabilités',
        paragraphs: [
          'Artistes et photographes contestent l\'utilisation de leurs œuvres pour entraîner les générateurs d\'images, et les tribunaux de plusieurs pays examinent la manière dont s\'applique le droit d\'auteur.',
          'En attendant, studios, annonceurs et rédactions rédigent leurs propres règles sur l\'usage des images synthétiques et sur la façon de le signaler au public.',
        ],
      },
    ],
    captions: [
      'Les modèles de vision apprennent à partir d\'images associées aux mots qu\'on emploie pour les décrire.',
      'Les modèles génératifs construisent une image pas à pas à partir d\'un bruit aléatoire.',
    ],
  },

  research: {
    keywords: ['recherche en IA', 'articles scientifiques', 'apprentissage par renforcement', 'recherche augmentée', 'IA pour la science'],
    headlines: [
      { title: 'Une nouvelle méthode d\'entraînement apprend aux modèles à tirer parti de leurs erreurs', subtitle: 'Des chercheurs décrivent une boucle d\'autocorrection qui améliore le raisonnement mathématique sans données supplémentaires annotées à la main.' },
      { title: 'La génération augmentée par la recherche, deux ans après : ce que disent les études', subtitle: 'Relier les modèles à un index documentaire réduit les réponses inventées, mais une vague de travaux montre où la méthode achoppe encore.' },
      { title: 'IA pour la science : les modèles qui prédisaient la forme des protéines en conçoivent de nouvelles', subtitle: 'De la prédiction de structure à la conception générative, l\'apprentissage automatique transforme la biologie de laboratoire.' },
      { title: 'L\'évaluation par les pairs sous pression face à l\'afflux d\'articles sur l\'IA', subtitle: 'Les soumissions aux grandes conférences d\'apprentissage automatique battent record sur record, et les relecteurs sont débordés.' },
    ],
    lead: 'La recherche en apprentissage automatique avance à un rythme que peu de disciplines ont connu, avec des milliers d\'articles chaque mois ; seule une poignée d\'idées survit à ce déluge et finit dans les outils utilisés par des millions de personnes.',
    sections: [
      {
        heading: 'Comment fonctionne la méthode',
        paragraphs: [
          'L\'idée est simple à énoncer : le modèle tente de résoudre un problème, un vérificateur automatique contrôle la réponse, et le modèle n\'est récompensé que si le résultat final est juste. Au fil des itérations, il apprend les stratégies qui marchent.',
          'Comme c\'est le vérificateur qui note, nul besoin d\'une armée d\'annotateurs. L\'approche donne ses meilleurs résultats là où les réponses se vérifient mécaniquement, comme en mathématiques et en programmation.',
        ],
        subsection: {
          heading: 'Les limites de l\'auto-amélioration',
          paragraphs: [
            'Quand il n\'existe pas de bonne réponse unique, comme en rédaction ou dans le conseil, il est plus difficile de concevoir une récompense automatique, et le modèle risque d\'apprendre à plaire à l\'évaluateur plutôt qu\'à résoudre la tâche.',
          ],
        },
      },
      {
        heading: 'Les principaux résultats',
        paragraphs: [
          'Les auteurs ont comparé leur méthode à un affinage classique sur plusieurs jeux de tests publics et rapportent des gains réguliers, surtout sur les problèmes en plusieurs étapes.',
          'Comme toujours avec les prépublications, les résultats n\'ont pas encore été reproduits de façon indépendante ; le code a été publié précisément pour le permettre.',
        ],
        list: [
          'La précision sur des problèmes de mathématiques de niveau concours a nettement progressé.',
          'Les gains se sont en partie étendus à des exercices de programmation jamais vus.',
          'Les petits modèles en ont proportionnellement plus profité que les grands.',
          'Les réponses sont devenues plus longues, ce qui renchérit chaque requête.',
        ],
      },
      {
        heading: 'Ce qu\'en pensent d\'autres scientifiques',
        paragraphs: [
          'Des chercheurs indépendants saluent la publication du code et des données, mais appellent à la prudence sur les chiffres les plus spectaculaires : certaines questions de test ont peut-être déjà circulé en ligne.',
          'D\'autres y voient un élément d\'une évolution plus large, dans laquelle la qualité du signal d\'apprentissage compte davantage que la taille du corpus.',
        ],
        quote: {
          text: 'Le plus intéressant n\'est pas le score lui-même, mais le peu de supervision humaine qu\'il a fallu pour l\'atteindre.',
          source: 'Un professeur d\'informatique qui n\'a pas participé à l\'étude',
        },
      },
      {
        heading: 'Des articles à la pratique',
        paragraphs: [
          'Les idées présentées en conférence arrivent souvent dans les produits en quelques mois. La recherche documentaire, l\'adaptation de rang faible et l\'apprentissage par renforcement à partir de retours humains ont toutes suivi ce chemin.',
          'Cette vitesse a un prix : l\'évaluation par les pairs peine à suivre, et de nombreux résultats influents ne sont connus que par des prépublications jamais relues formellement.',
        ],
        subsection: {
          heading: 'Une science au-delà de l\'informatique',
          paragraphs: [
            'Certaines des applications les plus frappantes concernent d\'autres disciplines. Prédire le repliement des protéines, faire des prévisions météo ou découvrir de nouveaux matériaux repose désormais sur des méthodes nées dans les laboratoires d\'apprentissage automatique.',
          ],
        },
      },
      {
        heading: 'La reproductibilité compte',
        paragraphs: [
          'Entraîner les modèles les plus avancés coûte des millions, si bien que peu d\'équipes universitaires peuvent vérifier les affirmations des laboratoires industriels. Tests partagés, poids ouverts et rapports détaillés restent le meilleur remède.',
          'En Europe comme ailleurs, les agences de financement investissent dans des infrastructures de calcul publiques pour que les universités puissent poursuivre une recherche indépendante.',
        ],
      },
    ],
    captions: [
      'Les laboratoires utilisent de plus en plus les modèles pour choisir les expériences à tenter en premier.',
      'Les résultats de recherche circulent souvent en prépublication bien avant la parution officielle.',
    ],
  },

  'evaluation-open': {
    keywords: ['benchmarks', 'évaluation des modèles', 'open source', 'modèles à poids ouverts', 'classements'],
    headlines: [
      { title: 'Benchmarks saturés : pourquoi un score de 90 % ne veut plus dire grand-chose', subtitle: 'Les tests qui distinguaient autrefois les bons modèles des excellents sont presque résolus, et la contamination des données aggrave les choses.' },
      { title: 'Au cœur de la nouvelle vague d\'évaluations fondées sur des tâches réelles', subtitle: 'Plutôt que des QCM, les évaluateurs demandent aux modèles de corriger des bugs, de naviguer sur le web et de mener à bien de longs projets.' },
      { title: 'Les modèles à poids ouverts comblent leur retard sur les systèmes propriétaires', subtitle: 'Les modèles téléchargeables gratuitement ne suivent plus les meilleurs systèmes fermés qu\'à quelques mois d\'écart, ce qui bouleverse l\'économie du secteur.' },
      { title: 'Ce que signifie vraiment open source pour l\'IA, et pourquoi la définition compte', emphasis: 'open source', subtitle: 'Publier les poids n\'est pas publier les données et le code : une nouvelle définition tente de tracer la frontière.' },
    ],
    lead: 'Que vaut un modèle, et qui a le droit de l\'examiner ? Mesure et ouverture sont les deux faces d\'une même question, et toutes deux sont devenues des terrains d\'affrontement à mesure que l\'IA quitte les laboratoires pour les produits du quotidien.',
    sections: [
      {
        heading: 'Le problème des classements',
        paragraphs: [
          'Un benchmark est un ensemble fixe de questions aux réponses connues. Il est peu coûteux à lancer et facile à comparer, ce qui explique pourquoi les classements sont devenus la monnaie des annonces en IA.',
          'Sa faiblesse : un test figé vieillit vite. Dès qu\'un benchmark se répand, ses questions se retrouvent dans les données d\'entraînement et les scores montent sans progrès réel.',
        ],
        subsection: {
          heading: 'La contamination, expliquée',
          paragraphs: [
            'Si un modèle a vu le test pendant son entraînement, il peut se contenter de réciter les réponses. Les évaluateurs gardent donc des jeux de questions secrets, les renouvellent et traquent les signes de mémorisation.',
          ],
        },
      },
      {
        heading: 'Comment fonctionnent les nouvelles évaluations',
        paragraphs: [
          'Les batteries de tests récentes ressemblent davantage à une mission professionnelle qu\'à un examen. Le modèle reçoit un objectif, des outils et un temps imparti, et il est jugé sur le travail réellement accompli.',
          'Ces tests coûtent cher et sont plus difficiles à noter, mais ils en disent bien plus sur le comportement réel d\'un système.',
        ],
        list: [
          'Corriger de vrais bugs dans des projets logiciels libres.',
          'Accomplir des tâches en plusieurs étapes dans un navigateur.',
          'Répondre à des questions qui exigent de lire de longs documents.',
          'Savoir quand s\'arrêter et demander de l\'aide à un humain.',
        ],
      },
      {
        heading: 'Poids ouverts, débat ouvert',
        paragraphs: [
          'Les modèles à poids ouverts peuvent être téléchargés, exécutés sur son propre matériel et adaptés à de nouvelles tâches. Pour les entreprises soucieuses de confidentialité et de coûts, ce contrôle est un avantage décisif.',
          'Les critiques avertissent qu\'une fois les poids publiés, les garde-fous peuvent être retirés. Les partisans répondent que l\'ouverture permet à des milliers de chercheurs indépendants de repérer les problèmes plus vite.',
        ],
        quote: {
          text: 'L\'ouverture n\'est pas une question de oui ou non : c\'est la liste de ce que l\'on partage et de ce que l\'on garde.',
          source: 'Le mainteneur d\'une bibliothèque libre d\'apprentissage automatique très utilisée',
        },
      },
      {
        heading: 'Définir l\'IA open source',
        paragraphs: [
          'Pour le logiciel, le sens d\'« open source » est établi depuis longtemps. Pour l\'IA, non, car un modèle n\'est pas que du code : ce sont aussi des poids, des données d\'entraînement et la recette qui les relie.',
          'Une définition communautaire publiée en 2024 exige suffisamment d\'informations sur les données pour qu\'une personne compétente puisse construire un système substantiellement équivalent, une exigence que peu de publications satisfont.',
        ],
        subsection: {
          heading: 'Pourquoi l\'étiquette compte',
          paragraphs: [
            'Le terme a une portée juridique : les règles européennes prévoient certaines exemptions pour les modèles open source, si bien que qualifier une publication d\'ouverte n\'est plus une simple affaire de marketing.',
          ],
        },
      },
      {
        heading: 'L\'économie de l\'ouverture',
        paragraphs: [
          'Quand des modèles performants se téléchargent gratuitement, la valeur se déplace vers les données, l\'intégration et le service. Des start-up s\'appuient sur des modèles ouverts pour ne pas dépendre d\'un seul fournisseur.',
          'Les grands acteurs répliquent par des prix plus bas et des modèles plus petits, une concurrence qui profite jusqu\'ici surtout aux utilisateurs.',
        ],
      },
    ],
    captions: [
      'Un score ne vaut que le test qui le produit, et les tests vieillissent vite.',
      'Les modèles ouverts peuvent être téléchargés et étudiés par quiconque dispose du matériel nécessaire.',
    ],
  },

  'startups-bigtech': {
    keywords: ['start-up d\'IA', 'capital-risque', 'géants du numérique', 'cloud', 'concurrence'],
    headlines: [
      { title: 'Nordlicht AI lève 120 millions d\'euros pour équiper les industriels européens d\'agents IA', subtitle: 'La jeune pousse munichoise veut automatiser les achats et le contrôle qualité au plus près des ateliers.' },
      { title: 'De la démo au chiffre d\'affaires : la difficile deuxième année des start-up d\'IA générative', subtitle: 'Après un boom spectaculaire des levées de fonds, une question plus rude se pose : les clients continueront-ils à payer ?' },
      { title: 'Les dépenses des géants du numérique dans l\'IA atteignent des sommets', subtitle: 'Les grands fournisseurs de cloud injectent des sommes record dans les centres de données, pariant sur une demande toujours croissante.' },
      { title: 'Partenariats, recrutements massifs et antitrust : comment les géants absorbent les laboratoires d\'IA', subtitle: 'Des deux côtés de l\'Atlantique, les régulateurs scrutent des accords qui s\'arrêtent juste avant le rachat.' },
    ],
    lead: 'L\'argent afflue vers l\'intelligence artificielle à un rythme inédit depuis les débuts d\'internet, des fonds de capital-risque qui soutiennent les jeunes pousses aux géants du numérique qui bâtissent des centres de données sur tous les continents.',
    sections: [
      {
        heading: 'Où va l\'argent',
        paragraphs: [
          'L\'essentiel des fonds levés par les start-up d\'IA sert à payer de la puissance de calcul, directement via les contrats cloud ou indirectement via les salaires d\'ingénieurs très recherchés.',
          'Les investisseurs deviennent sélectifs. Les entreprises qui se contentent d\'habiller le modèle d\'un tiers peinent à lever des fonds, tandis que celles qui détiennent des données propres ou une expertise sectorielle attirent encore de gros tours de table.',
        ],
        subsection: {
          heading: 'Le créneau européen',
          paragraphs: [
            'Les start-up européennes se concentrent volontiers sur l\'industrie, la conformité réglementaire et les langues autres que l\'anglais, des domaines où la connaissance du terrain et la confiance comptent plus que la taille.',
          ],
        },
      },
      {
        heading: 'Ce que les clients achètent vraiment',
        paragraphs: [
          'Après une année de projets pilotes, les entreprises font le tri entre expérimentations et outils rentables. Les gagnants résolvent des problèmes précis et coûteux plutôt que de promettre une intelligence universelle.',
          'Les modèles tarifaires restent mouvants : licences par utilisateur, facturation à l\'usage et contrats au résultat coexistent, et les marges sont rognées par le coût d\'exécution des modèles.',
        ],
        list: [
          'Des assistants de service client qui traitent les demandes courantes.',
          'Des outils de développement qui écrivent des tests et relisent le code.',
          'Le traitement de documents pour l\'assurance, la banque et le droit.',
          'Des agents qui gèrent les achats et les échanges avec les fournisseurs.',
        ],
      },
      {
        heading: 'La stratégie des géants',
        paragraphs: [
          'Les plus grands groupes technologiques dépensent des dizaines de milliards par an en puces, bâtiments et contrats d\'électricité. Ils parient que l\'IA deviendra aussi essentielle à leur cloud que le stockage et les bases de données.',
          'Les actionnaires guettent les signes d\'un retour sur investissement, et les résultats trimestriels se lisent désormais surtout à l\'aune des revenus tirés de l\'IA.',
        ],
        quote: {
          text: 'Tout le monde s\'accorde à dire que la demande est réelle ; personne ne s\'accorde sur la vitesse à laquelle elle deviendra du profit.',
          source: 'Un analyste du secteur technologique dans une banque d\'affaires',
        },
      },
      {
        heading: 'Des accords sous la loupe',
        paragraphs: [
          'Plutôt que de racheter les start-up, les grandes entreprises prennent des participations, signent des accords cloud exclusifs ou recrutent l\'essentiel de leurs équipes. Ces montages échappent souvent au contrôle classique des concentrations.',
          'Les autorités de concurrence en Europe, au Royaume-Uni et aux États-Unis ont ouvert des enquêtes pour savoir si ces accords réduisent la concurrence sur un marché encore en formation.',
        ],
        subsection: {
          heading: 'Ce que craignent les régulateurs',
          paragraphs: [
            'La crainte est que le contrôle des puces, des capacités cloud et des données permette à quelques entreprises de décider qui peut construire des modèles avancés, et à quelles conditions.',
          ],
        },
      },
      {
        heading: 'Des signes de bulle ?',
        paragraphs: [
          'Les valorisations atteignent des niveaux qui inquiètent certains investisseurs, et les comparaisons avec la bulle internet sont fréquentes. D\'autres rétorquent que, contrairement à l\'époque, la technologie génère déjà des revenus mesurables.',
          'Les deux peuvent être vrais : une correction des prix n\'empêcherait pas la technologie de se diffuser, de même qu\'internet a continué de croître après 2001.',
        ],
      },
    ],
    captions: [
      'Les financements des entreprises d\'IA se concentrent sur un petit nombre de levées très importantes.',
      'La construction de centres de données est devenue un indicateur clé de l\'investissement dans l\'IA.',
    ],
  },

  chips: {
    keywords: ['puces pour l\'IA', 'semi-conducteurs', 'GPU', 'centres de données', 'énergie'],
    headlines: [
      { title: 'Ardent Silicon dévoile une puce d\'inférence très sobre en énergie', subtitle: 'L\'accélérateur de la start-up vise la charge de travail qui croît le plus vite : répondre aux requêtes des utilisateurs, pas entraîner des modèles.' },
      { title: 'Le mur de la mémoire : pourquoi la mémoire à haute bande passante est devenue le goulet d\'étranglement', subtitle: 'Le calcul ne cesse d\'accélérer, mais alimenter les puces en données est devenu la vraie contrainte.' },
      { title: 'Le pari européen des puces d\'IA conçues sur le continent', subtitle: 'Fonds publics et nouvelle génération de start-up veulent réduire la dépendance à une poignée de fournisseurs étrangers.' },
      { title: 'Centres de données et réseau électrique : la question énergétique derrière l\'essor de l\'IA', subtitle: 'La demande d\'électricité liée à l\'IA grimpe vite et oblige les opérateurs à repenser où et comment construire.' },
    ],
    lead: 'Chaque réponse d\'un chatbot est calculée sur des puces spécialisées dans un centre de données, et la course à des processeurs plus rapides, moins chers et plus efficaces est devenue l\'un des grands enjeux industriels de la décennie.',
    sections: [
      {
        heading: 'Entraînement et inférence',
        paragraphs: [
          'Entraîner un grand modèle est un effort ponctuel qui peut mobiliser des milliers d\'accélérateurs pendant des mois. L\'inférence, c\'est-à-dire le travail de réponse aux requêtes, se produit des milliards de fois par jour et progresse bien plus vite.',
          'Ce basculement compte pour la conception des puces. L\'inférence récompense la faible consommation, la faible latence et le faible coût par réponse davantage que la performance de pointe.',
        ],
        subsection: {
          heading: 'Des architectures spécialisées',
          paragraphs: [
            'Les nouveaux venus misent sur des puces conçues pour une seule tâche, débarrassées des fonctions dont ont besoin les processeurs généralistes. Le risque : que les modèles évoluent plus vite que le silicium ne peut être redessiné.',
          ],
        },
      },
      {
        heading: 'Les goulets d\'étranglement',
        paragraphs: [
          'Produire plus de puces n\'est pas qu\'une affaire d\'usines. La chaîne d\'approvisionnement compte plusieurs points de passage étroits, chacun contrôlé par une poignée d\'entreprises.',
          'La moindre perturbation, d\'une catastrophe naturelle à une restriction à l\'export, se répercute sur tout le secteur en quelques semaines.',
        ],
        list: [
          'Des procédés de gravure avancés proposés par très peu de fondeurs.',
          'La mémoire à haute bande passante empilée à côté du processeur.',
          'L\'encapsulation avancée qui assemble plusieurs puces en un seul module.',
          'L\'électricité et le refroidissement disponibles dans les centres de données.',
        ],
      },
      {
        heading: 'La position de l\'Europe',
        paragraphs: [
          'L\'Europe est forte dans les équipements de fabrication et la recherche, mais faible dans la production des puces les plus avancées. Une loi dédiée, adoptée en 2023, vise à mobiliser investissements publics et privés pour changer la donne.',
          'Plusieurs start-up européennes conçoivent des accélérateurs pour l\'inférence et les objets connectés, des domaines où l\'efficacité énergétique peut compter davantage que la vitesse brute.',
        ],
        quote: {
          text: 'Nous n\'avons pas besoin de gagner toutes les courses ; nous devons nous assurer de n\'être exclus d\'aucune.',
          source: 'Un conseiller en politique industrielle à Bruxelles',
        },
      },
      {
        heading: 'La facture énergétique',
        paragraphs: [
          'Dans certaines régions, les centres de données représentent déjà une part notable de la demande d\'électricité, et l\'IA accélère cette croissance. Les agences internationales prévoient une forte hausse de la consommation d\'ici la fin de la décennie.',
          'Les opérateurs signent des contrats de long terme pour de l\'électricité renouvelable, explorent le nucléaire et installent leurs nouveaux sites là où le réseau dispose de capacités.',
        ],
        subsection: {
          heading: 'Les gains d\'efficacité',
          paragraphs: [
            'Chaque génération de puces fournit plus de travail par watt, et des astuces logicielles comme des modèles plus petits ou une précision numérique réduite diminuent encore la consommation. Reste à savoir si l\'efficacité ira plus vite que la demande.',
          ],
        },
      },
      {
        heading: 'La géopolitique du silicium',
        paragraphs: [
          'Les contrôles à l\'exportation visant les puces avancées et les machines pour les fabriquer ont fait des semi-conducteurs une question de sécurité nationale. Les gouvernements subventionnent la production locale à une échelle sans précédent.',
          'Pour les acheteurs, il en résulte un marché plus fragmenté, des horizons de planification plus longs et une prime à ceux qui sécurisent tôt leurs approvisionnements.',
        ],
      },
    ],
    captions: [
      'Chaque nouvelle génération d\'accélérateurs promet davantage de calcul pour chaque watt consommé.',
      'Les accélérateurs sont empilés dans des baies qui exigent un refroidissement puissant.',
    ],
  },

  regulation: {
    keywords: ['AI Act', 'règlement européen', 'conformité', 'IA à usage général', 'Union européenne'],
    headlines: [
      { title: 'AI Act : ce qui change pour les entreprises avec l\'entrée en application des premières obligations', subtitle: 'Les interdictions de pratiques inacceptables et l\'obligation de maîtrise de l\'IA s\'appliquent déjà, et les règles pour les modèles à usage général suivent.' },
      { title: 'Modèles d\'IA à usage général et code de bonnes pratiques : le guide', subtitle: 'Les fournisseurs de grands modèles doivent documenter l\'entraînement, respecter le droit d\'auteur et évaluer les risques systémiques ; voici comment.' },
      { title: 'Systèmes d\'IA à haut risque : la liste de contrôle pour être en conformité', subtitle: 'Recrutement, octroi de crédit, dispositifs médicaux : si votre système relève de l\'un de ces domaines, voici ce qu\'il faut préparer.' },
      { title: 'Au-delà de l\'Europe : comment le reste du monde encadre l\'IA', subtitle: 'Des cadres volontaires aux lois contraignantes, les gouvernements empruntent des voies très différentes.' },
    ],
    lead: 'Le règlement européen sur l\'intelligence artificielle, l\'AI Act, est la première loi complète sur l\'IA au monde, et ses obligations entrent en application par étapes sur plusieurs années, avec un calendrier clair mais exigeant pour les entreprises européennes et étrangères.',
    sections: [
      {
        heading: 'Une approche fondée sur les risques',
        paragraphs: [
          'Le règlement ne traite pas toute l\'IA de la même manière. Il classe les systèmes selon le risque qu\'ils font peser sur la santé, la sécurité et les droits fondamentaux, et module les obligations en conséquence.',
          'La plupart des applications, comme les filtres anti-spam ou les recommandations d\'achat, ne sont guère concernées. Un petit nombre de pratiques est interdit, et les systèmes à haut risque doivent respecter des exigences strictes.',
        ],
        subsection: {
          heading: 'Ce qui est interdit',
          paragraphs: [
            'Parmi les pratiques prohibées figurent la notation sociale par les autorités publiques, la manipulation exploitant les vulnérabilités des personnes et l\'essentiel de l\'identification biométrique à distance en temps réel dans l\'espace public, avec des exceptions étroites pour les forces de l\'ordre.',
          ],
        },
      },
      {
        heading: 'Le calendrier',
        paragraphs: [
          'Le texte est entré en vigueur en août 2024, mais ses dispositions s\'appliquent progressivement pour laisser aux entreprises et aux autorités le temps de se préparer.',
          'Les dates ci-dessous sont celles du texte initial ; la Commission européenne a depuis proposé des ajustements pour certaines obligations relatives au haut risque, il faut donc suivre les mises à jour officielles.',
        ],
        list: [
          'Février 2025 : interdiction des pratiques prohibées et obligations de maîtrise de l\'IA.',
          'Août 2025 : règles pour les modèles d\'IA à usage général et mise en place de la gouvernance.',
          'Août 2026 : l\'essentiel des exigences pour les systèmes à haut risque.',
          'Août 2027 : IA à haut risque intégrée à des produits couverts par d\'autres législations européennes de sécurité.',
        ],
      },
      {
        heading: 'Les règles pour les modèles à usage général',
        paragraphs: [
          'Les fournisseurs de grands modèles utilisables pour de nombreuses tâches doivent publier une documentation technique, un résumé des contenus utilisés pour l\'entraînement et une politique de respect du droit d\'auteur.',
          'Les modèles les plus puissants, présumés porteurs d\'un risque systémique, ont des devoirs supplémentaires : évaluations, signalement des incidents, cybersécurité et atténuation des risques. Un code de bonnes pratiques volontaire explique comment s\'y conformer.',
        ],
        quote: {
          text: 'Le code de bonnes pratiques transforme des principes généraux en une liste de contrôle avec laquelle les ingénieurs peuvent vraiment travailler.',
          source: 'La responsable de la conformité d\'un éditeur de logiciels européen',
        },
      },
      {
        heading: 'Les systèmes à haut risque en pratique',
        paragraphs: [
          'Sont considérés à haut risque les systèmes utilisés pour le recrutement, l\'éducation, l\'octroi de crédit, les infrastructures critiques, le maintien de l\'ordre et les dispositifs médicaux. Leurs fournisseurs doivent gérer les risques, documenter le système et garantir un contrôle humain.',
          'Les entreprises qui les déploient ont aussi des obligations, de la surveillance du fonctionnement à l\'information des personnes concernées.',
        ],
        subsection: {
          heading: 'Par où commencer',
          paragraphs: [
            'Les juristes conseillent de commencer par un inventaire : recenser tous les systèmes d\'IA utilisés, noter qui les fournit et ce qu\'ils décident, puis seulement déterminer la catégorie applicable.',
          ],
        },
      },
      {
        heading: 'Le panorama mondial',
        paragraphs: [
          'D\'autres juridictions ont fait des choix différents. Les États-Unis s\'appuient surtout sur des cadres volontaires et des règles sectorielles, le Royaume-Uni sur ses régulateurs existants, plusieurs pays d\'Asie sur des lois ciblées.',
          'Les organisations internationales cherchent un socle commun : principes de l\'OCDE, convention du Conseil de l\'Europe et normes techniques visent à garder des règles compatibles d\'un pays à l\'autre.',
        ],
      },
    ],
    captions: [
      'Les règles de l\'IA s\'écrivent en même temps à Bruxelles, dans les capitales nationales et dans les instances internationales.',
      'Les règles européennes s\'appliquent à toute entreprise proposant des systèmes d\'IA sur le marché de l\'Union.',
    ],
  },

  'privacy-ethics': {
    keywords: ['vie privée', 'RGPD', 'éthique de l\'IA', 'biais algorithmiques', 'responsabilité'],
    headlines: [
      { title: 'Un modèle peut-il oublier ? Le droit à l\'effacement face à l\'apprentissage automatique', subtitle: 'Le droit de la protection des données permet de faire supprimer ses informations ; les retirer d\'un modèle déjà entraîné est une autre affaire.' },
      { title: 'Les autorités de protection des données renforcent leur vigilance sur les chatbots', subtitle: 'Les régulateurs européens demandent comment les données personnelles sont collectées pour l\'entraînement et comment les utilisateurs peuvent s\'y opposer.' },
      { title: 'Biais dans les algorithmes de recrutement : les leçons des derniers audits', subtitle: 'Les audits indépendants continuent de montrer que les outils de tri automatique traitent les candidats de manière inégale, souvent de façon subtile.' },
      { title: 'Qui est responsable quand un système d\'IA cause un dommage ?', subtitle: 'Responsabilité, transparence et contrôle humain : le débat éthique passe des principes à la pratique.' },
    ],
    lead: 'Les systèmes d\'IA sont entraînés sur des données qui concernent des personnes et prennent de plus en plus de décisions à leur sujet, ce qui place la vie privée, l\'équité et la responsabilité au cœur d\'un débat qui quitte les colloques pour les tribunaux et les entreprises.',
    sections: [
      {
        heading: 'Des données personnelles dans les corpus',
        paragraphs: [
          'Les grands modèles sont entraînés sur des textes et des images collectés sur le web, et ce matériau contient inévitablement des noms, des photos et des détails personnels. En droit européen, traiter ces données exige une base légale.',
          'Les autorités de protection des données ont demandé aux fournisseurs d\'expliquer comment ils invoquent l\'intérêt légitime, comment ils filtrent les informations sensibles et comment les personnes peuvent s\'opposer.',
        ],
        subsection: {
          heading: 'Le droit à l\'oubli',
          paragraphs: [
            'Supprimer une ligne d\'une base de données est facile ; effacer son influence d\'un modèle entraîné ne l\'est pas. La recherche sur le « désapprentissage » est active, mais réentraîner de zéro reste souvent la seule méthode garantie.',
          ],
        },
      },
      {
        heading: 'Ce que demandent les régulateurs',
        paragraphs: [
          'Les autorités de contrôle ont coordonné leur action au niveau européen et publié des lignes directrices sur l\'application des règles de protection des données aux modèles d\'IA.',
          'Leurs questions sont concrètes et souvent inconfortables pour les fournisseurs.',
        ],
        list: [
          'De quelles sources proviennent les données d\'entraînement ?',
          'Comment les données sensibles, comme les données de santé, sont-elles écartées ?',
          'Le modèle peut-il révéler des informations personnelles dans ses réponses ?',
          'Comment les utilisateurs exercent-ils leurs droits d\'accès, de rectification et d\'opposition ?',
        ],
      },
      {
        heading: 'Des biais cachés dans les données',
        paragraphs: [
          'Un algorithme entraîné sur les recrutements passés peut reproduire les préjugés de ceux qui les ont décidés. Même sans données explicites sur le sexe ou l\'origine, des indices comme le code postal ou les loisirs peuvent perpétuer des discriminations.',
          'Les audits comparent les résultats entre groupes et observent comment ils varient quand on ne modifie qu\'une caractéristique protégée. Ils révèlent régulièrement des écarts que les développeurs n\'avaient pas vus.',
        ],
        quote: {
          text: 'Un modèle n\'a pas besoin de connaître votre sexe pour vous traiter différemment à cause de lui.',
          source: 'Une auditrice spécialisée dans l\'équité algorithmique',
        },
      },
      {
        heading: 'La responsabilité en pratique',
        paragraphs: [
          'Quand une décision automatisée cause un tort, la responsabilité se répartit entre le développeur du modèle, l\'entreprise qui l\'a déployé et la personne qui s\'y est fiée. Le droit est encore en train de rattraper son retard.',
          'La documentation aide : fiches de modèle et fiches de données décrivent l\'usage prévu d\'un système, la manière dont il a été testé et les cas où il ne doit pas servir.',
        ],
        subsection: {
          heading: 'Garder un humain dans la boucle',
          paragraphs: [
            'Le contrôle humain ne fonctionne que si la personne dispose du temps, des informations et de l\'autorité nécessaires pour contredire la machine. Sinon, il se réduit à un tampon.',
          ],
        },
      },
      {
        heading: 'Des principes à la pratique',
        paragraphs: [
          'Les organisations internationales ont adopté des principes éthiques pour l\'IA que la plupart des gouvernements approuvent. Le défi est de traduire des mots comme équité et transparence en procédures et en indicateurs.',
          'Les entreprises qui prennent le sujet au sérieux créent des comités d\'examen, mènent des analyses d\'impact avant tout lancement et publient leurs conclusions, y compris les moins flatteuses.',
        ],
      },
    ],
    captions: [
      'Autorités de protection des données et auditeurs demandent comment les systèmes automatisés prennent leurs décisions.',
      'Les données personnelles figurent dans les corpus d\'entraînement plus souvent qu\'on ne le croit.',
    ],
  },

  'humanoids-industrial': {
    keywords: ['robotique', 'robots humanoïdes', 'automatisation industrielle', 'cobots', 'maintenance prédictive'],
    headlines: [
      { title: 'Helix Robotics présente un humanoïde qui apprend en regardant faire', subtitle: 'Le prototype plie le linge et remplit des rayons après quelques démonstrations, même s\'il reste lent.' },
      { title: 'Robots humanoïdes dans les entrepôts : effet de mode ou prochaine révolution ?', subtitle: 'Les projets pilotes se multiplient, et leur rentabilité dépend de la fiabilité, de la sécurité et du prix.' },
      { title: 'Les robots collaboratifs gagnent en intelligence grâce aux modèles vision-langage', subtitle: 'Des cobots qui comprennent des consignes orales rendent l\'automatisation accessible aux petits industriels.' },
      { title: 'Maintenance prédictive : comment l\'IA évite l\'arrêt des lignes de production', subtitle: 'Capteurs et modèles de détection d\'anomalies repèrent les pannes avant qu\'elles ne paralysent une usine.' },
    ],
    lead: 'Les robots sortent de leurs cages : grâce à des modèles qui combinent vision, langage et contrôle moteur, les machines apprennent à travailler aux côtés des humains et à accomplir des tâches trop variées pour être programmées à la main.',
    sections: [
      {
        heading: 'Apprendre par démonstration',
        paragraphs: [
          'Les robots industriels classiques répètent des gestes programmés au millimètre. La nouvelle génération apprend par l\'exemple : une personne exécute une tâche quelques fois et le robot généralise à de nouveaux objets et de nouvelles positions.',
          'Les mêmes modèles qui décrivent des images avec des mots sont étendus pour produire des actions, reliant ce que le robot voit à ce qu\'il doit faire ensuite.',
        ],
        subsection: {
          heading: 'Pourquoi des humanoïdes ?',
          paragraphs: [
            'Usines, magasins et logements sont conçus pour des corps humains. Un robot doté de bras, de mains et de jambes peut en principe utiliser les mêmes outils et les mêmes espaces sans aménagements coûteux.',
          ],
        },
      },
      {
        heading: 'Où travaillent les robots aujourd\'hui',
        paragraphs: [
          'La robotique industrielle est un marché mûr, avec des millions d\'unités en service dans le monde selon la fédération du secteur. La croissance vient désormais de nouveaux usages et des plus petites entreprises.',
          'Les humanoïdes restent surtout au stade pilote, mais les robots collaboratifs sont déjà courants dans des ateliers qui n\'auraient jamais pu s\'offrir une ligne entièrement automatisée.',
        ],
        list: [
          'La préparation de commandes et l\'emballage dans les entrepôts.',
          'Le chargement de machines et le contrôle qualité en usine.',
          'Le transport de matériel dans les hôpitaux et les laboratoires.',
          'L\'assemblage répétitif aux côtés des opérateurs.',
        ],
      },
      {
        heading: 'La sécurité d\'abord',
        paragraphs: [
          'Un robot qui partage l\'espace avec des personnes doit ralentir, s\'arrêter ou céder le passage dès que quelqu\'un s\'approche. Des normes internationales définissent comment concevoir et tester cette collaboration.',
          'Les comportements appris compliquent la certification, car les ingénieurs ne peuvent pas énumérer à l\'avance chaque geste qu\'un modèle pourrait choisir.',
        ],
        quote: {
          text: 'Un robot qui marche parfaitement quatre-vingt-dix-neuf fois sur cent, c\'est une démo ; sur une ligne de production, il en faut beaucoup plus.',
          source: 'Un ingénieur en automatisation dans une PME industrielle',
        },
      },
      {
        heading: 'Les données de l\'atelier',
        paragraphs: [
          'L\'IA transforme les usines même là où aucun robot ne bouge. Des capteurs de vibration, de température et de bruit alimentent des modèles qui apprennent le fonctionnement normal et signalent les écarts.',
          'Repérer un roulement usé plusieurs jours avant sa rupture évite des arrêts imprévus qui peuvent coûter bien plus cher que la réparation.',
        ],
        subsection: {
          heading: 'Petites entreprises, grands bénéfices',
          paragraphs: [
            'Les services cloud et les capteurs bon marché ont abaissé le ticket d\'entrée : la maintenance prédictive n\'est plus réservée aux grands sites dotés d\'équipes de data scientists.',
          ],
        },
      },
      {
        heading: 'Ce que cela signifie pour les salariés',
        paragraphs: [
          'L\'automatisation remplace plutôt des tâches que des métiers entiers, orientant les personnes vers la supervision, la maintenance et la résolution de problèmes. La transition est plus douce quand la formation est anticipée.',
          'La pénurie de main-d\'œuvre dans de nombreux bassins industriels explique en partie ces investissements, faisant de l\'automatisation un moyen de maintenir la production plutôt qu\'une menace.',
        ],
      },
    ],
    captions: [
      'Les robots quittent les cellules grillagées des usines pour des espaces partagés avec des personnes.',
      'Les robots collaboratifs sont conçus pour travailler en sécurité à côté des humains.',
    ],
  },

  vehicles: {
    keywords: ['véhicules autonomes', 'robotaxi', 'conduite autonome', 'simulation', 'logistique'],
    headlines: [
      { title: 'Les robotaxis de Kestrel s\'étendent à une deuxième ville européenne', subtitle: 'Le service sans chauffeur démarrera avec un opérateur de sécurité à bord et une zone de circulation limitée.' },
      { title: 'Les niveaux de conduite automatisée expliqués sans jargon', subtitle: 'Du régulateur de vitesse à la voiture sans conducteur : ce que recouvre chaque niveau et où en est vraiment le secteur.' },
      { title: 'La simulation, école des voitures autonomes face à l\'imprévu', subtitle: 'Les mondes virtuels permettent de tester des milliards de kilomètres de situations rares et dangereuses.' },
      { title: 'Camions autonomes et robots de cour transforment les plateformes logistiques', subtitle: 'Les véhicules sans conducteur arrivent d\'abord là où les voies sont privées et les trajets répétitifs.' },
    ],
    lead: 'La conduite autonome a longtemps semblé imminente ; aujourd\'hui, des taxis sans chauffeur transportent des passagers payants dans plusieurs villes, tandis que camions et navettes autonomes s\'installent discrètement dans les ports, les entrepôts et les sites industriels.',
    sections: [
      {
        heading: 'Comment voit une voiture autonome',
        paragraphs: [
          'Caméras, radars et souvent lidars donnent au véhicule une image continue de son environnement. Des modèles identifient voitures, cyclistes et piétons et anticipent la trajectoire de chacun.',
          'Un système de planification choisit ensuite un chemin sûr, légal et confortable, qu\'il met à jour plusieurs fois par seconde.',
        ],
        subsection: {
          heading: 'La conduite de bout en bout',
          paragraphs: [
            'Certains développeurs entraînent désormais un seul grand réseau qui passe directement des données des capteurs au volant et aux freins, au lieu d\'enchaîner des modules séparés. C\'est plus simple, mais plus difficile à expliquer.',
          ],
        },
      },
      {
        heading: 'Les niveaux d\'automatisation',
        paragraphs: [
          'Les ingénieurs utilisent une échelle à six niveaux définie par une norme internationale. La distinction clé porte sur qui surveille la route : le conducteur ou le système.',
          'La plupart des voitures vendues aujourd\'hui s\'arrêtent au niveau 2, où le conducteur doit rester attentif en permanence.',
        ],
        list: [
          'Niveaux 0 à 2 : aides comme le maintien dans la voie et le régulateur adaptatif ; le conducteur reste maître.',
          'Niveau 3 : la voiture roule seule dans des conditions précises mais peut demander au conducteur de reprendre la main.',
          'Niveau 4 : aucun conducteur nécessaire dans une zone définie, comme un quartier.',
          'Niveau 5 : rouler partout où un humain le pourrait, un objectif encore hors de portée.',
        ],
      },
      {
        heading: 'Des essais dans des mondes virtuels',
        paragraphs: [
          'Des événements rares comme un enfant qui traverse en courant ou un matelas qui tombe d\'un camion ne peuvent pas être testés sans danger sur la voie publique. La simulation permet de les recréer des milliers de fois, avec des variantes.',
          'Des modèles génératifs produisent désormais des données de capteurs réalistes pour ces scénarios, réduisant l\'écart entre simulation et réalité.',
        ],
        quote: {
          text: 'Le dernier pour cent des situations demande quatre-vingt-dix-neuf pour cent des efforts.',
          source: 'Un ingénieur sécurité qui travaille sur la conduite automatisée',
        },
      },
      {
        heading: 'Le code de la route',
        paragraphs: [
          'Les autorisations pour les véhicules sans conducteur varient fortement. Certains pays permettent des services de niveau 4 sous permis spécifique, d\'autres seulement des essais avec un conducteur de sécurité.',
          'Les règlements des Nations unies sur les véhicules, adoptés par de nombreux pays, fixent des exigences communes pour le maintien automatisé dans la voie et d\'autres fonctions, ce qui facilite l\'homologation d\'un pays à l\'autre.',
        ],
        subsection: {
          heading: 'La confiance du public',
          paragraphs: [
            'Chaque incident impliquant une voiture sans conducteur attire une attention sans commune mesure avec son poids statistique. Les opérateurs publient des données de sécurité pour montrer que leurs véhicules ont moins d\'accidents que les conducteurs humains.',
          ],
        },
      },
      {
        heading: 'La logistique montre la voie',
        paragraphs: [
          'Ports, centres de distribution et mines offrent des environnements maîtrisés, des trajets répétitifs et de fortes incitations économiques. Tracteurs, navettes et camions de cour autonomes y sont parfois déjà la norme.',
          'Sur autoroute, les essais de camions sans conducteur entre plateformes logistiques se multiplient, avec un opérateur à distance prêt à intervenir.',
        ],
      },
    ],
    captions: [
      'Les services sans chauffeur démarrent dans de petites zones soigneusement cartographiées avant de s\'étendre.',
      'Les capteurs des véhicules autonomes construisent une image continue de la route.',
    ],
  },

  'work-skills': {
    keywords: ['avenir du travail', 'productivité', 'compétences', 'reconversion', 'IA à l\'école'],
    headlines: [
      { title: 'Assistants IA au bureau : des gains de productivité réels mais inégaux', subtitle: 'Les études constatent les progrès les plus nets chez les salariés peu expérimentés, et des gains plus modestes chez les experts.' },
      { title: 'Quels métiers sont les plus exposés à l\'IA générative, et ce que cela veut vraiment dire', subtitle: 'Être exposé ne signifie pas être remplacé : la plupart des postes évolueront tâche par tâche.' },
      { title: 'Formation à grande échelle : les entreprises lancent des cours d\'IA pour leurs salariés', subtitle: 'La maîtrise de l\'IA devient une compétence de base, et en Europe c\'est aussi une exigence légale.' },
      { title: 'Les universités réécrivent leurs règles d\'examen à l\'ère des chatbots', subtitle: 'Oraux, projets encadrés et règles d\'usage transparentes remplacent les interdictions pures et simples.' },
    ],
    lead: 'L\'IA générative arrive dans les bureaux, les centres d\'appels et les salles de classe plus vite que presque toute technologie avant elle, et les premières études solides montrent qui en profite, qui est exposé et ce qu\'il faut apprendre.',
    sections: [
      {
        heading: 'Ce que mesurent les études',
        paragraphs: [
          'Des expériences de terrain dans le service client, le développement logiciel et le conseil ont comparé des salariés avec et sans assistant IA. La plupart ont constaté un travail plus rapide et, souvent, de meilleure qualité.',
          'Les gains les plus importants concernent les nouveaux venus, qui se servent de l\'assistant pour apprendre les pratiques de leurs collègues chevronnés.',
        ],
        subsection: {
          heading: 'Le paradoxe de l\'expert',
          paragraphs: [
            'Les salariés expérimentés en ont moins profité et ont parfois obtenu de moins bons résultats en se fiant à l\'outil hors de son domaine : savoir quand ne pas faire confiance à l\'IA est aussi une compétence.',
          ],
        },
      },
      {
        heading: 'Des tâches, pas des métiers',
        paragraphs: [
          'Les chercheurs mesurent l\'exposition en découpant les professions en tâches et en se demandant lesquelles un modèle de langage pourrait accélérer. Une large part des emplois comporte quelques tâches exposées, mais peu le sont entièrement.',
          'Dans les faits, les postes sont redessinés plutôt que supprimés, du moins à court terme.',
        ],
        list: [
          'Rédiger les premières versions de courriels, de rapports et de synthèses.',
          'Rechercher et synthétiser des informations issues de nombreux documents.',
          'Traduire et adapter des contenus pour différents publics.',
          'Écrire et relire du code informatique courant.',
        ],
      },
      {
        heading: 'La formation devient indispensable',
        paragraphs: [
          'Les entreprises déploient des formations pour apprendre à bien formuler une requête, vérifier les résultats et protéger les données confidentielles. Dans l\'Union européenne, l\'AI Act impose aux organisations de garantir un niveau suffisant de maîtrise de l\'IA chez le personnel qui utilise ces systèmes.',
          'Les programmes les plus efficaces sont pratiques et adaptés à chaque métier, plutôt que des conférences générales.',
        ],
        quote: {
          text: 'Nous avons cessé d\'enseigner l\'outil pour enseigner le discernement : quand l\'utiliser, comment le vérifier et quand le mettre de côté.',
          source: 'La responsable de la formation d\'une banque européenne',
        },
      },
      {
        heading: 'L\'école et l\'université s\'adaptent',
        paragraphs: [
          'Après une première vague d\'interdictions, la plupart des universités autorisent les outils d\'IA selon des règles claires. Les étudiants doivent déclarer leur usage, et l\'évaluation privilégie les travaux qui montrent le raisonnement.',
          'Les oraux, les projets réalisés en classe et les sujets personnalisés reviennent en force, car ils sont plus difficiles à sous-traiter.',
        ],
        subsection: {
          heading: 'Les enseignants aussi ont besoin d\'aide',
          paragraphs: [
            'Les enquêtes montrent que beaucoup d\'enseignants se sentent mal préparés. Les organisations internationales recommandent de former les équipes et de fixer des limites d\'âge et des règles de protection des données avant de confier ces outils aux élèves.',
          ],
        },
      },
      {
        heading: 'Gagnants et perdants',
        paragraphs: [
          'Les économistes préviennent que les gains de productivité ne se traduisent pas automatiquement en hausses de salaire. Le partage des bénéfices dépend de la négociation, de la concurrence et des politiques publiques.',
          'Les salariés dont les tâches sont très exposées et qui n\'ont pas accès à la formation courent le plus grand risque, ce qui fait de la formation continue une question de justice autant que d\'efficacité.',
        ],
      },
    ],
    captions: [
      'La formation aux outils d\'IA entre dans le perfectionnement professionnel ordinaire.',
      'Beaucoup de tâches de bureau partent désormais d\'un premier jet rédigé avec l\'aide de l\'IA.',
    ],
  },

  'health-education': {
    keywords: ['IA en santé', 'radiologie', 'IA médicale', 'tuteurs IA', 'culture de l\'IA'],
    headlines: [
      { title: 'L\'IA en radiologie : de second lecteur à assistant de tri', subtitle: 'Les algorithmes qui signalent les examens urgents réduisent les délais d\'attente dans les hôpitaux qui les utilisent.' },
      { title: 'Les modèles de langage cliniques réussissent les examens de médecine, mais sont-ils prêts pour les patients ?', subtitle: 'De bons scores aux tests masquent des questions ouvertes sur la sécurité, la responsabilité et la performance en conditions réelles.' },
      { title: 'Des tuteurs IA en classe : premiers résultats des expérimentations scolaires', subtitle: 'L\'entraînement personnalisé aide beaucoup certains élèves, mais les enseignants restent indispensables pour que cela fonctionne.' },
      { title: 'Enseigner l\'intelligence artificielle dès l\'école primaire', subtitle: 'Les programmes commencent à expliquer comment fonctionnent les algorithmes, où ils se trompent et comment les utiliser de façon responsable.' },
    ],
    lead: 'La santé et l\'éducation sont deux domaines où l\'intelligence artificielle promet le plus de bienfaits et exige le plus de précautions, parce que les erreurs touchent directement des patients et des enfants.',
    sections: [
      {
        heading: 'Des algorithmes dans la salle de lecture',
        paragraphs: [
          'La radiologie a été l\'une des premières spécialités médicales à adopter l\'IA. Des centaines d\'algorithmes ont été autorisés par les régulateurs, la plupart pour détecter des anomalies sur des radiographies, des scanners et des IRM.',
          'Le rôle le plus utile jusqu\'ici est souvent le tri : réorganiser la file d\'attente pour que les examens suspects d\'hémorragie ou de fracture soient lus en premier.',
        ],
        subsection: {
          heading: 'Un deuxième regard',
          paragraphs: [
            'Dans le dépistage du cancer du sein, des études ont testé l\'IA comme second lecteur aux côtés du radiologue. Les résultats suggèrent qu\'elle peut alléger la charge de travail sans réduire le taux de détection, à condition d\'un suivi attentif.',
          ],
        },
      },
      {
        heading: 'Ce qu\'attendent les médecins',
        paragraphs: [
          'Les cliniciens sont ouverts aux outils qui font gagner du temps mais se méfient des boîtes noires. Ils veulent savoir comment un système a été validé et sur quels patients.',
          'Les enquêtes font ressortir quelques conditions récurrentes de la confiance.',
        ],
        list: [
          'Une validation sur les données des patients locaux, pas seulement sur celles du fabricant.',
          'Des explications claires sur ce que le système signale et pourquoi.',
          'Une intégration aux logiciels existants plutôt qu\'un écran de plus.',
          'Une réponse claire à la question de savoir qui est responsable en cas d\'erreur.',
        ],
      },
      {
        heading: 'Les modèles de langage au chevet des patients',
        paragraphs: [
          'Les grands modèles de langage obtiennent désormais de bons scores aux examens de médecine. Certains hôpitaux s\'en servent pour préparer des comptes rendus de sortie ou résumer des dossiers pour des médecins débordés.',
          'Réussir un examen n\'est pas exercer la médecine : les modèles peuvent affirmer des erreurs avec aplomb, et leurs performances sur des cas réels varient beaucoup.',
        ],
        quote: {
          text: 'Un examen mesure des connaissances ; un service hospitalier mesure le jugement dans l\'incertitude, et c\'est bien plus difficile à tester.',
          source: 'Une médecin hospitalière qui participe à l\'évaluation d\'outils d\'IA',
        },
      },
      {
        heading: 'Un apprentissage personnalisé',
        paragraphs: [
          'Les tuteurs fondés sur l\'IA adaptent les exercices à chaque élève, donnent un retour immédiat et expliquent les erreurs de plusieurs façons. Les projets pilotes font état de progrès, surtout pour les élèves en difficulté.',
          'L\'effet dépend de la manière dont les enseignants intègrent l\'outil : utilisé à la place du cours, il aide peu ; utilisé pour s\'entraîner davantage, il peut beaucoup aider.',
        ],
        subsection: {
          heading: 'Comprendre comment fonctionne l\'IA',
          paragraphs: [
            'Certains pays intègrent une culture de l\'IA dans les programmes scolaires : pas la programmation, mais comprendre comment les systèmes apprennent à partir de données, pourquoi ils se trompent et comment questionner leurs réponses.',
          ],
        },
      },
      {
        heading: 'Protéger les plus vulnérables',
        paragraphs: [
          'Les données de santé et celles des mineurs bénéficient d\'une protection particulière en droit européen. Tout projet d\'IA dans ces domaines exige dès le départ une gouvernance des données rigoureuse.',
          'L\'Organisation mondiale de la santé et l\'UNESCO ont publié des recommandations qui prônent le contrôle humain, la transparence et une conception inclusive, afin que les bénéfices profitent à tous et pas seulement aux mieux lotis.',
        ],
      },
    ],
    captions: [
      'Les essais dans les hôpitaux et les écoles se mesurent au travail des professionnels qu\'ils assistent.',
      'Soignants et enseignants utilisent surtout les outils d\'IA pour trier, résumer et préparer, pas pour décider.',
    ],
  },
};
