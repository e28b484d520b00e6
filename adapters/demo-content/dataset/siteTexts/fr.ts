// Les textes en français autour des articles : catégories, sections de
// conclusion, crédits des médias, recherches populaires et pages statiques.
import type { SiteTexts } from '../textTypes.ts';

export const FR_SITE: SiteTexts = {
  categories: {
    models: { name: 'Modèles', slug: 'modeles', description: 'Modèles de langage, de vision et génératifs : comment ils sont conçus, ce qu\'ils savent faire et où ils échouent.' },
    llm: { name: 'Modèles de langage', slug: 'modeles-de-langage', description: 'Les chatbots, le raisonnement et les grands modèles de langage qui les animent.' },
    vision: { name: 'Vision par ordinateur', slug: 'vision-par-ordinateur', description: 'Des modèles qui voient : reconnaissance d\'images, lecture de documents et IA multimodale.' },
    generative: { name: 'IA générative', slug: 'ia-generative', description: 'Images, vidéos et sons créés par l\'IA, et comment les distinguer du réel.' },
    research: { name: 'Recherche', slug: 'recherche', description: 'Publications, expériences et la science qui fonde l\'intelligence artificielle.' },
    papers: { name: 'Publications', slug: 'publications', description: 'Les études marquantes, expliquées sans jargon.' },
    benchmarks: { name: 'Benchmarks', slug: 'benchmarks-fr', description: 'Comment on mesure les systèmes d\'IA, et ce que les scores veulent vraiment dire.' },
    opensource: { name: 'Open source', slug: 'open-source-fr', description: 'Modèles à poids ouverts, bibliothèques et communautés qui les font vivre.' },
    industry: { name: 'Industrie', slug: 'industrie', description: 'Entreprises, investissements et infrastructures de l\'économie de l\'IA.' },
    startups: { name: 'Start-up', slug: 'start-up', description: 'Jeunes pousses, levées de fonds et nouveaux modèles économiques.' },
    bigtech: { name: 'Géants du numérique', slug: 'geants-du-numerique', description: 'Les stratégies des grands groupes technologiques et les accords qui façonnent le marché.' },
    chips: { name: 'Puces et matériel', slug: 'puces-et-materiel', description: 'Processeurs, centres de données et énergie qui alimentent l\'IA.' },
    policy: { name: 'Régulation', slug: 'regulation', description: 'Lois, droits et questions éthiques soulevées par l\'intelligence artificielle.' },
    laws: { name: 'Lois et règlements', slug: 'lois-et-reglements', description: 'L\'AI Act et les règles qui s\'écrivent dans le reste du monde.' },
    privacy: { name: 'Vie privée', slug: 'vie-privee', description: 'Données personnelles, surveillance et droits des utilisateurs.' },
    ethics: { name: 'Éthique', slug: 'ethique', description: 'Biais, responsabilité et valeurs inscrites dans les décisions automatisées.' },
    robotics: { name: 'Robotique', slug: 'robotique', description: 'Robots, véhicules et machines qui agissent dans le monde physique.' },
    humanoids: { name: 'Robots humanoïdes', slug: 'robots-humanoides', description: 'Des robots à forme humaine, des prototypes de laboratoire aux premiers pilotes.' },
    industrial: { name: 'Automatisation industrielle', slug: 'automatisation-industrielle', description: 'Usines, entrepôts et robots collaboratifs.' },
    vehicles: { name: 'Véhicules autonomes', slug: 'vehicules-autonomes', description: 'Robotaxis, camions sans chauffeur et code de la route.' },
    society: { name: 'Société', slug: 'societe', description: 'Comment l\'IA transforme le travail, l\'école, la santé et la vie quotidienne.' },
    work: { name: 'Travail', slug: 'travail', description: 'Emploi, productivité et compétences nécessaires.' },
    education: { name: 'Éducation', slug: 'education-fr', description: 'L\'IA à l\'école et à l\'université, et l\'apprentissage de l\'IA elle-même.' },
    health: { name: 'Santé', slug: 'sante', description: 'Médecine, hôpitaux, promesses et limites de l\'IA clinique.' },
  },
  closings: [
    {
      heading: 'Ce qu\'il faut surveiller',
      paragraphs: [
        'Les prochains mois diront si les premiers résultats tiennent hors des conditions de laboratoire. Évaluations indépendantes, décisions des autorités et retours des premiers grands clients compteront davantage que n\'importe quelle annonce.',
        'Nous continuerons à suivre ce dossier et à mettre à jour notre couverture à mesure que de nouvelles données seront disponibles.',
      ],
    },
    {
      heading: 'Pourquoi c\'est important',
      paragraphs: [
        'Ce genre d\'avancée reste rarement l\'affaire des seuls spécialistes. En un an ou deux, elle se retrouve dans les outils que nous utilisons au travail, dans les services publics et sur nos téléphones.',
        'La comprendre tôt aide lecteurs, entreprises et décideurs à poser les bonnes questions avant que les choix ne soient faits à leur place.',
      ],
    },
    {
      heading: 'Une tendance de fond',
      paragraphs: [
        'Vu de loin, ce n\'est qu\'une pièce d\'un mouvement plus large : l\'intelligence artificielle passe des démonstrations spectaculaires au statut d\'infrastructure sur laquelle on bâtit le reste.',
        'Cette transition apporte moins de spectacle et plus de responsabilités, pour ceux qui conçoivent ces systèmes comme pour ceux qui décident de leur usage.',
      ],
    },
    {
      heading: 'L\'essentiel',
      paragraphs: ['Pour les lecteurs pressés, voici ce qu\'il faut retenir.'],
      list: [
        'La technologie progresse vite, mais les résultats sur le terrain varient.',
        'Coûts, règles et confiance du public décideront de la vitesse de diffusion.',
        'Les vérifications indépendantes restent indispensables avant de conclure.',
      ],
    },
    {
      heading: 'Ce qui reste incertain',
      paragraphs: [
        'Plusieurs questions restent sans réponse : la portée réelle des résultats, les coûts à long terme et qui assumera les risques en cas de problème.',
        'Ces incertitudes ne justifient pas de balayer les progrès, mais elles invitent à accueillir les promesses les plus audacieuses avec un scepticisme sain.',
      ],
    },
    {
      heading: 'Notre regard',
      paragraphs: [
        'Les progrès de l\'IA sont réels, ses limites aussi. L\'attitude la plus utile n\'est ni l\'enthousiasme ni l\'alarme, mais l\'attention aux faits.',
        'Si vous travaillez dans ce domaine ou êtes concerné, nous aimerions connaître votre expérience : elle nous aide à mieux raconter cette histoire.',
      ],
    },
  ],
  artAlt: {
    network: 'Illustration abstraite de nœuds lumineux reliés comme un réseau de neurones sur fond rose',
    orbits: 'Illustration abstraite d\'orbites concentriques autour d\'un noyau rose vif',
    grid: 'Illustration abstraite d\'une puce électronique et de ses pistes sur fond sombre',
    balance: 'Composition abstraite de cercles et de carrés translucides en équilibre sur une ligne fine',
    circuit: 'Illustration abstraite d\'un œil robotique entouré d\'arcs de circuit',
    waves: 'Illustration abstraite de vagues roses superposées surmontées de petits points',
  },
  media: {
    sourceTitle: 'Service graphique de Newsdesk',
    sourceDescription: 'Illustrations et animations réalisées par l\'équipe graphique de Newsdesk.',
    license: 'CC BY 4.0 Newsdesk',
    videoAlt: 'Dégradé animé rose et violet, l\'habillage vidéo de Newsdesk',
    videoCaption: 'La vidéo explicative de Newsdesk : l\'essentiel de l\'actualité en une courte animation.',
  },
  linkBlurbs: {
    paper: 'L\'article scientifique original, avec la méthode et les résultats expérimentaux.',
    report: 'Un rapport détaillé avec données, graphiques et analyses.',
    official: 'La page officielle, avec les documents de référence et les mises à jour.',
    docs: 'Documentation technique et ressources pour les développeurs.',
    news: 'Contexte et lectures complémentaires sur le sujet.',
  },
  popularSearches: ['AI Act', 'modèles de langage', 'robots humanoïdes', 'puces', 'open source', 'vie privée', 'voiture autonome', 'radiologie'],
  about: {
    title: 'À propos de nous',
    excerpt: 'Newsdesk est une rédaction multilingue consacrée à l\'intelligence artificielle : recherche, industrie, régulation et effets sur la société.',
    content: [
      '<p>Newsdesk est une rédaction indépendante consacrée à l\'intelligence artificielle. Chaque jour, nous expliquons les recherches, les produits, les lois et les débats qui façonnent une technologie en train de changer notre façon de travailler, d\'apprendre et de vivre.</p>',
      '<h2 id="ce-que-nous-couvrons">Ce que nous couvrons</h2>',
      '<p>Notre travail s\'organise en six rubriques : modèles, recherche, industrie, régulation, robotique et société. Nous publions en italien, anglais, français, allemand, espagnol et portugais, en écrivant chaque édition pour ses lecteurs plutôt qu\'en traduisant mot à mot.</p>',
      '<h2 id="notre-methode">Notre méthode</h2>',
      '<p>Nous renvoyons autant que possible aux sources primaires : articles scientifiques, documents officiels et données. Lorsque nous rapportons une affirmation que nous n\'avons pas pu vérifier, nous le précisons. Les corrections sont publiques et datées.</p>',
      '<p>Certaines illustrations sont réalisées à l\'aide d\'outils d\'IA ; lorsqu\'une image de couverture est synthétique, nous l\'indiquons clairement.</p>',
      '<h2 id="cette-edition">Cette édition</h2>',
      '<p>Les articles que vous lisez sont des contenus de démonstration. Les entreprises et produits cités dans les titres sont fictifs, tandis que les sources indiquées à la fin de chaque article sont des publications réelles que vous pouvez consulter.</p>',
      '<h2 id="contact">Contact</h2>',
      '<p>Informations, corrections et remarques sont toujours les bienvenues. Vous trouverez notre adresse en bas de chaque page.</p>',
    ].join('\n'),
  },
  terms: {
    title: 'Conditions générales',
    excerpt: 'Les conditions d\'utilisation du site Newsdesk et de ses contenus.',
    content: [
      '<p>Les présentes conditions régissent l\'utilisation du site Newsdesk. En naviguant sur le site, vous les acceptez ; si vous n\'êtes pas d\'accord, merci de ne pas l\'utiliser.</p>',
      '<h2 id="utilisation-des-contenus">Utilisation des contenus</h2>',
      '<p>Articles, illustrations et vidéos sont protégés par le droit d\'auteur. Vous pouvez partager des liens et de courtes citations en mentionnant la source. Toute autre reproduction nécessite notre accord écrit.</p>',
      '<h2 id="absence-de-conseil">Absence de conseil professionnel</h2>',
      '<p>Nos contenus sont fournis à titre d\'information. Ils ne constituent pas un conseil juridique, financier, médical ou technique et ne remplacent pas l\'avis d\'un professionnel qualifié.</p>',
      '<h2 id="liens-externes">Liens externes</h2>',
      '<p>Les articles renvoient à des sites tiers à titre de référence. Nous ne sommes pas responsables de leur contenu, de leur disponibilité ni de leurs pratiques en matière de vie privée.</p>',
      '<h2 id="evaluations">Évaluations</h2>',
      '<p>Les lecteurs peuvent noter les articles de façon anonyme. Les notes sont agrégées et servent uniquement à savoir quels contenus sont les plus utiles.</p>',
      '<h2 id="modifications">Modifications</h2>',
      '<p>Nous pouvons mettre à jour ces conditions de temps à autre. La version publiée sur cette page est celle qui s\'applique.</p>',
    ].join('\n'),
  },
};
