// French closings, one per article (article v of a topic ends with the
// topic's entry v): each returns to its own story, so no two articles end alike.
import type { ClosingTexts } from '../textTypes.ts';
import { closing } from './closing.ts';

export const FR_CLOSINGS: ClosingTexts = {
  'language-models': [
    closing("Ce qu'Aurora 3 doit encore prouver", "Lumen Labs a publié ses propres scores ; l'épreuve qui compte sera le comportement d'Aurora 3 dans les évaluations indépendantes et entre les mains des développeurs qui paient chaque réponse. Nous en rendrons compte dès que les résultats arriveront."),
    closing("Longue mémoire, lecture attentive", "Un million de tokens est une capacité, pas une garantie d'attention. Tant que les modèles ne trouveront pas à coup sûr la seule clause qui compte dans mille pages, un lecteur humain devra vérifier ce qu'ils citent."),
    closing("Les atouts des petits modèles", "Les petits modèles ne remplaceront pas les plus grands systèmes, mais ils font de l'IA un composant que les entreprises peuvent posséder, exploiter et contrôler elles-mêmes. Pour beaucoup d'entre elles, cela comptera davantage que le prochain record d'un classement."),
    closing("Un mot après l'autre, un long chemin", "Savoir comment un modèle est entraîné n'explique pas tout ce qu'il sait faire, mais explique une grande partie de ses erreurs. C'est la chose la plus utile à garder en tête la prochaine fois qu'un chatbot paraît sûr de lui."),
  ],
  multimodal: [
    closing("Du champ à la récolte", "Les agriculteurs des essais jugeront le système sur un seul critère : moins de récolte perdue pour la même dépense. Les rendements de la saison prochaine, plus que les scores de précision, décideront si les caméras restent."),
    closing("Des formalités automatisées, mais vérifiées", "Lire un ticket de caisse est désormais facile pour une machine ; savoir qu'elle l'a mal lu ne l'est pas. Les entreprises qui confient les exceptions à une personne en tirent les bénéfices sans les erreurs coûteuses."),
    closing("Une minute de film, beaucoup de questions", "Les studios y voient des storyboards et des effets moins chers ; les acteurs et leurs syndicats, leur image en jeu. Les règles sur le consentement et les crédits façonneront cette technologie autant que sa prochaine version."),
    closing("Des étiquettes qui tiennent le voyage", "La provenance ne fonctionne que si elle accompagne une image de l'appareil photo jusqu'à l'écran. Le choix des plateformes de conserver et d'afficher ces informations décidera si les lecteurs les verront un jour."),
  ],
  research: [
    closing("Apprendre de ses propres erreurs", "L'autocorrection est prometteuse sur les problèmes de mathématiques dont la réponse se vérifie. Reste à montrer, dans les prochains articles, qu'elle fonctionne aussi sur les questions qui n'en ont pas."),
    closing("La recherche documentaire n'est pas une panacée", "Relier un modèle à un index de recherche rend ses réponses plus faciles à vérifier, pas automatiquement justes. Les études s'accordent sur un point : la qualité de ce qui est retrouvé décide de la qualité de ce qui est écrit."),
    closing("De la prédiction à la conception", "Une protéine conçue reste une hypothèse tant qu'un laboratoire ne l'a pas produite et n'a pas mesuré son comportement. Le goulet d'étranglement passe des ordinateurs à la paillasse, où les expériences prennent encore des semaines."),
    closing("Évaluer les évaluateurs", "Les conférences testent des plafonds de soumissions, des relectures réciproques et des règles plus claires sur l'aide de l'IA. Le prochain cycle de soumissions montrera si l'évaluation par les pairs peut suivre le rythme."),
  ],
  'evaluation-open': [
    closing("Après le plafond", "Un benchmark saturé n'est pas inutile : il devient le seuil que tout modèle sérieux doit franchir. La vraie comparaison s'est déplacée vers des tests plus difficiles et plus récents, tenus à l'écart des données d'entraînement."),
    closing("Des tâches, pas des quiz", "Les évaluations en conditions réelles sont plus lentes et plus coûteuses à mener, et plus difficiles à contourner. Si les laboratoires les adoptent largement, les scores diront enfin quelque chose du travail attendu."),
    closing("Un écart qui se compte en mois", "Les modèles à poids ouverts donnent aux chercheurs et aux petites entreprises de quoi examiner, adapter et exécuter à leurs propres conditions. La durée de cet écart si étroit dépendra de ceux qui continueront à publier leurs poids."),
    closing("Pourquoi le mot compte", "Une définition commune de l'IA open source donne aux acheteurs, aux régulateurs et aux développeurs le même étalon. Le débat continuera sur les données d'entraînement, la part que la plupart des publications gardent encore pour elles."),
  ],
  'startups-bigtech': [
    closing("La prochaine étape de Nordlicht", "Les nouveaux fonds donnent à Nordlicht le temps de prouver ses agents dans de vraies usines. Ses premiers grands clients, et leur décision de renouveler ou non, en diront plus que le montant de la levée."),
    closing("L'épreuve de la deuxième année", "Les jeunes entreprises d'IA qui vendent une économie mesurable renouvellent leurs contrats ; celles qui ont vendu de la curiosité peinent davantage. Les prochaines levées de fonds départageront les unes et les autres."),
    closing("Béton, acier et puces", "Les centres de données demandent des années de préparation et des décennies pour être rentabilisés. Si la demande ralentit, ces investissements pèseront sur les bilans bien après que les annonces auront été oubliées."),
    closing("Des accords sous la loupe", "Les autorités de la concurrence vérifient si les anciennes règles sur les fusions s'appliquent à ces nouveaux types d'accords. Leurs premières décisions diront au secteur jusqu'où peuvent aller partenariats et recrutements."),
  ],
  chips: [
    closing("L'efficacité à l'épreuve", "Les chiffres de consommation d'Ardent Silicon proviennent de ses propres tests. Des mesures indépendantes sur des charges réelles, et les premiers clients prêts à changer, décideront si la puce trouve son marché."),
    closing("Nourrir les processeurs", "Les fabricants de mémoire augmentent leur production, mais les nouvelles capacités mettent du temps à arriver. D'ici là, la vitesse des systèmes d'IA dépendra autant de l'habileté avec laquelle ils déplacent les données que de la rapidité de leurs calculs."),
    closing("Le pari de long terme de l'Europe", "Bâtir une industrie des puces prend plus de temps que ne dure d'ordinaire un programme de financement. Le succès se mesurera en usines qui tournent et en conceptions qui se vendent, pas en sommes annoncées."),
    closing("L'énergie avant la performance", "Pour les nouveaux centres de données, la ressource rare devient le raccordement au réseau, pas les puces. Là où les exploitants trouveront une électricité propre et fiable se décidera l'endroit où l'IA sera construite."),
  ],
  regulation: [
    closing("Des obligations par étapes", "L'AI Act s'applique par phases, et chaque échéance apporte de nouvelles obligations à des entreprises différentes. Celles qui recensent leurs systèmes dès maintenant aborderont plus facilement les étapes suivantes."),
    closing("Un code écrit avec le secteur", "Le code de bonnes pratiques est volontaire, mais le suivre est le moyen le plus simple pour les fournisseurs de modèles de prouver leur conformité. Il faudra observer quelles entreprises y adhèrent, et lesquelles s'abstiennent."),
    closing("La conformité comme habitude", "La liste de contrôle est un point de départ, pas un exercice ponctuel : les systèmes à haut risque doivent être surveillés tant qu'ils sont utilisés. Une bonne documentation tenue dès le début est la façon la moins coûteuse de se conformer."),
    closing("Des chemins différents, des inquiétudes communes", "Les approches varient, mais les préoccupations sont presque partout les mêmes : sécurité, équité et responsabilité. La coordination internationale décidera si les entreprises font face à un seul ensemble d'attentes ou à plusieurs."),
  ],
  'privacy-ethics': [
    closing("Le droit à l'oubli, réentraîné", "Le désapprentissage automatique est un domaine de recherche actif, mais aucune méthode ne fournit encore aux autorités les preuves qu'elles demandent. D'ici là, la réponse la plus sûre reste de tenir les données personnelles à l'écart des corpus d'entraînement dès le départ."),
    closing("Les autorités face aux chatbots", "Les enquêtes en cours fixeront les attentes pour toute entreprise qui entraîne des modèles sur des données personnelles. Des réponses claires sur le consentement et l'opposition aideraient autant les utilisateurs que les fournisseurs."),
    closing("Des audits qui changent les pratiques", "Un audit n'est utile que si ses conclusions entraînent des changements. Les employeurs qui testent régulièrement leurs outils, et publient ce qu'ils trouvent, fixent la norme à laquelle les autres seront mesurés."),
    closing("Répondre des dommages automatisés", "Les nouvelles règles de responsabilité visent à faciliter la réparation pour les personnes lésées par l'IA. La responsabilité, au bout du compte, incombe toujours à ceux qui choisissent de déployer ces systèmes."),
  ],
  'humanoids-industrial': [
    closing("De la démonstration au déploiement", "Apprendre à partir de quelques démonstrations est une vraie avancée ; le faire en toute sécurité des milliers de fois par jour est l'étape la plus difficile. Les premiers essais payants de Helix montreront le chemin parcouru par le prototype."),
    closing("Le verdict de l'entrepôt", "Les entrepôts n'adopteront les humanoïdes que lorsqu'ils égaleront le coût et la fiabilité des machines et des personnes déjà en place. Les essais en cours produiront les chiffres qui trancheront la question."),
    closing("L'automatisation pour les petites entreprises", "Les cobots qui comprennent les consignes orales réduisent le coût d'automatiser les petites séries et les changements fréquents. Pour les petits industriels, ce pourrait être la première automatisation qui se rembourse d'elle-même."),
    closing("Des gains discrets dans l'usine", "La maintenance prédictive fait rarement les gros titres, car ses succès sont des pannes qui n'arrivent pas. Sa valeur se voit dans moins d'arrêts et dans des pièces commandées avant d'être nécessaires."),
  ],
  vehicles: [
    closing("Une deuxième ville, un test plus grand", "Le nouveau service de Kestrel sera jugé sur son bilan de sécurité et sur sa façon d'affronter la circulation de la ville. Les autorités décideront quand l'opérateur de sécurité pourra descendre."),
    closing("Lire les niveaux", "Les niveaux sont une carte utile, mais le marketing les brouille souvent. Une question simple permet d'y voir clair : qui est responsable de la conduite en ce moment, la voiture ou la personne ?"),
    closing("Kilomètres simulés, routes réelles", "La simulation multiplie les situations rares dont une voiture peut apprendre, mais elle ne vaut que ce que vaut son modèle du monde. Les essais sur route restent la vérification finale."),
    closing("La logistique d'abord", "Les cours privées et les trajets fixes permettent aux véhicules autonomes de rapporter de l'argent avant d'être prêts pour toutes les rues. Les leçons tirées là façonneront leur arrivée sur la voie publique."),
  ],
  'work-skills': [
    closing("Des gains à partager", "Les études montrent un travail plus rapide, surtout pour les débutants. La façon de partager ces gains entre employeurs et salariés est une question à laquelle la technologie ne répondra pas seule."),
    closing("L'exposition, tâche par tâche", "La plupart des métiers changeront une tâche à la fois plutôt que de disparaître. Ceux qui savent lesquelles de leurs tâches sont concernées seront les mieux placés pour s'adapter."),
    closing("Une formation qui dure", "Les formations courtes sensibilisent ; les compétences durables naissent de la pratique sur le vrai travail. Les entreprises qui intègrent l'IA aux tâches quotidiennes tireront davantage de leurs budgets de formation."),
    closing("Des examens pour une nouvelle époque", "Les universités convergent vers des règles qui évaluent la compréhension plutôt que d'interdire les outils. Leur expérience guidera les écoles confrontées aux mêmes questions."),
  ],
  'health-education': [
    closing("Des comptes rendus plus rapides, la même responsabilité", "Les logiciels de tri raccourcissent les listes d'attente, mais c'est toujours le radiologue qui signe le compte rendu. Les hôpitaux qui les adoptent vérifient si des lectures plus rapides signifient aussi de meilleurs résultats pour les patients."),
    closing("De l'examen au chevet", "Réussir un examen est une barre bien basse pour la médecine. Des essais cliniques avec de vrais patients, et des règles claires sur qui en répond, doivent précéder tout conseil de ces modèles au chevet du malade."),
    closing("Des tuteurs au service des enseignants", "Les essais suggèrent que les tuteurs IA aident davantage lorsque ce sont les enseignants qui décident comment et quand les utiliser. Les écoles qui les envisagent devraient prévoir la formation autant que le logiciel."),
    closing("Une culture numérique pour la prochaine génération", "Apprendre aux enfants comment fonctionnent les algorithmes les prépare à interroger les outils qu'ils utiliseront chaque jour. Le défi est désormais de former assez d'enseignants pour bien le faire."),
  ],
};
