// I testi in italiano attorno agli articoli: categorie, sezioni di chiusura,
// crediti dei media, ricerche popolari e pagine statiche.
import type { SiteTexts } from '../textTypes.ts';

export const IT_SITE: SiteTexts = {
  categories: {
    models: { name: 'Modelli', slug: 'modelli', description: 'Modelli linguistici, di visione e generativi: come nascono, che cosa sanno fare e dove sbagliano.' },
    llm: { name: 'Modelli linguistici', slug: 'modelli-linguistici', description: 'Chatbot, ragionamento e i grandi modelli linguistici che li fanno funzionare.' },
    vision: { name: 'Visione artificiale', slug: 'visione-artificiale', description: 'Modelli che vedono: riconoscimento delle immagini, lettura dei documenti e IA multimodale.' },
    generative: { name: 'IA generativa', slug: 'ia-generativa', description: 'Immagini, video e suoni creati dall\'IA, e come distinguerli dal vero.' },
    research: { name: 'Ricerca', slug: 'ricerca', description: 'Studi, esperimenti e la scienza che sta dietro l\'intelligenza artificiale.' },
    papers: { name: 'Studi e paper', slug: 'studi-e-paper', description: 'Le ricerche più importanti, spiegate senza gergo.' },
    benchmarks: { name: 'Benchmark', slug: 'benchmark', description: 'Come si misurano i sistemi di IA e che cosa significano davvero i punteggi.' },
    opensource: { name: 'Open source', slug: 'open-source', description: 'Modelli a pesi aperti, librerie e le comunità che li sviluppano.' },
    industry: { name: 'Industria', slug: 'industria', description: 'Aziende, investimenti e le infrastrutture dell\'economia dell\'IA.' },
    startups: { name: 'Startup', slug: 'startup', description: 'Giovani imprese, round di finanziamento e nuovi modelli di business.' },
    bigtech: { name: 'Big tech', slug: 'big-tech', description: 'Le strategie dei grandi gruppi tecnologici e gli accordi che disegnano il mercato.' },
    chips: { name: 'Chip e hardware', slug: 'chip-e-hardware', description: 'Processori, data center e l\'energia che alimenta l\'IA.' },
    policy: { name: 'Regole e diritti', slug: 'regole-e-diritti', description: 'Leggi, diritti e le questioni etiche sollevate dall\'intelligenza artificiale.' },
    laws: { name: 'Leggi e normative', slug: 'leggi-e-normative', description: 'L\'AI Act e le regole che si scrivono nel resto del mondo.' },
    privacy: { name: 'Privacy', slug: 'privacy', description: 'Dati personali, sorveglianza e diritti degli utenti.' },
    ethics: { name: 'Etica', slug: 'etica', description: 'Pregiudizi, responsabilità e valori incorporati nelle decisioni automatiche.' },
    robotics: { name: 'Robotica', slug: 'robotica', description: 'Robot, veicoli e macchine che agiscono nel mondo fisico.' },
    humanoids: { name: 'Robot umanoidi', slug: 'robot-umanoidi', description: 'Robot dalla forma umana, dai prototipi di laboratorio ai primi progetti pilota.' },
    industrial: { name: 'Automazione industriale', slug: 'automazione-industriale', description: 'Fabbriche, magazzini e robot collaborativi.' },
    vehicles: { name: 'Veicoli autonomi', slug: 'veicoli-autonomi', description: 'Robotaxi, camion senza conducente e le regole della strada.' },
    society: { name: 'Società', slug: 'societa', description: 'Come l\'IA cambia il lavoro, la scuola, la salute e la vita di tutti i giorni.' },
    work: { name: 'Lavoro', slug: 'lavoro', description: 'Occupazione, produttività e le competenze che servono.' },
    education: { name: 'Scuola e formazione', slug: 'scuola-e-formazione', description: 'L\'IA nelle aule e nelle università, e imparare a conoscere l\'IA.' },
    health: { name: 'Salute', slug: 'salute', description: 'Medicina, ospedali e promesse e limiti dell\'IA clinica.' },
  },
  closings: [
    {
      heading: 'Che cosa aspettarsi nei prossimi mesi',
      paragraphs: [
        'I prossimi mesi diranno se i primi risultati reggono fuori dagli ambienti controllati. Valutazioni indipendenti, decisioni delle autorità e l\'esperienza dei primi grandi clienti conteranno più di qualsiasi annuncio.',
        'Continueremo a seguire la vicenda e ad aggiornare la nostra copertura man mano che arriveranno nuovi dati.',
      ],
    },
    {
      heading: 'Perché è importante',
      paragraphs: [
        'Sviluppi come questo raramente restano confinati agli specialisti. Nel giro di un anno o due finiscono negli strumenti che usiamo al lavoro, nei servizi pubblici e sui nostri telefoni.',
        'Capirli per tempo aiuta lettori, aziende e decisori pubblici a fare le domande giuste prima che le scelte vengano fatte al posto loro.',
      ],
    },
    {
      heading: 'Il quadro generale',
      paragraphs: [
        'Visto da lontano, è un tassello di un cambiamento più ampio: l\'intelligenza artificiale sta passando dalle dimostrazioni spettacolari a infrastruttura su cui si costruisce tutto il resto.',
        'Questa transizione porta meno clamore e più responsabilità, per chi costruisce questi sistemi e per chi decide come usarli.',
      ],
    },
    {
      heading: 'In sintesi',
      paragraphs: ['Per chi ha poco tempo, ecco i punti essenziali.'],
      list: [
        'La tecnologia avanza in fretta, ma i risultati sul campo variano.',
        'Costi, regole e fiducia del pubblico decideranno la velocità della diffusione.',
        'Le verifiche indipendenti restano indispensabili prima di trarre conclusioni.',
      ],
    },
    {
      heading: 'Che cosa resta incerto',
      paragraphs: [
        'Diverse domande non hanno ancora risposta: quanto i risultati siano generalizzabili, quali siano i costi nel lungo periodo e chi si assumerà i rischi quando qualcosa andrà storto.',
        'Queste incertezze non sono un motivo per liquidare i progressi, ma lo sono per guardare con sano scetticismo alle promesse più ardite.',
      ],
    },
    {
      heading: 'Il nostro punto di vista',
      paragraphs: [
        'I progressi dell\'IA sono reali, e lo sono anche i suoi limiti. L\'atteggiamento più utile non è né l\'entusiasmo né l\'allarme, ma l\'attenzione ai fatti.',
        'Se lavorate in questo campo o ne siete toccati, vorremmo sentire la vostra esperienza: ci aiuta a raccontare meglio la storia.',
      ],
    },
  ],
  artAlt: {
    network: 'Illustrazione astratta di nodi luminosi collegati come una rete neurale su sfondo rosa',
    orbits: 'Illustrazione astratta di orbite concentriche attorno a un nucleo rosa brillante',
    grid: 'Illustrazione astratta di un microchip con le piste del circuito su sfondo scuro',
    balance: 'Composizione astratta di cerchi e quadrati traslucidi in equilibrio su una linea sottile',
    circuit: 'Illustrazione astratta di un occhio robotico circondato da archi di circuito',
    waves: 'Illustrazione astratta di onde rosa sovrapposte con piccoli punti sopra',
  },
  media: {
    sourceTitle: 'Grafica di Newsdesk',
    sourceDescription: 'Illustrazioni e animazioni realizzate dal team grafico di Newsdesk.',
    license: 'CC BY 4.0 Newsdesk',
    videoAlt: 'Sfumatura animata rosa e viola, la sigla video di Newsdesk',
    videoCaption: 'Il video esplicativo di Newsdesk: i punti principali della notizia in una breve animazione.',
  },
  linkBlurbs: {
    paper: 'L\'articolo scientifico originale, con metodi e risultati sperimentali.',
    report: 'Un rapporto approfondito con dati, grafici e analisi.',
    official: 'La pagina ufficiale, con i documenti originali e gli aggiornamenti.',
    docs: 'Documentazione tecnica e risorse per sviluppatori.',
    news: 'Approfondimenti e letture di contesto sull\'argomento.',
  },
  popularSearches: ['AI Act', 'modelli linguistici', 'robot umanoidi', 'chip', 'open source', 'privacy', 'guida autonoma', 'radiologia', 'lavoro'],
  about: {
    title: 'Chi siamo',
    excerpt: 'Newsdesk è una redazione multilingue che racconta l\'intelligenza artificiale: ricerca, industria, regole e impatto sulla società.',
    content: [
      '<p>Newsdesk è una redazione indipendente dedicata all\'intelligenza artificiale. Ogni giorno spieghiamo le ricerche, i prodotti, le leggi e i dibattiti che danno forma a una tecnologia che sta cambiando il modo in cui lavoriamo, studiamo e viviamo.</p>',
      '<h2 id="di-che-cosa-scriviamo">Di che cosa scriviamo</h2>',
      '<p>Il nostro lavoro è organizzato in sei sezioni: modelli, ricerca, industria, regole e diritti, robotica e società. Pubblichiamo in italiano, inglese, francese, tedesco, spagnolo e portoghese, scrivendo ogni edizione per i suoi lettori invece di tradurre parola per parola.</p>',
      '<h2 id="come-lavoriamo">Come lavoriamo</h2>',
      '<p>Quando possibile rimandiamo alle fonti primarie: articoli scientifici, documenti ufficiali e dati. Se riportiamo un\'affermazione che non abbiamo potuto verificare, lo diciamo. Le correzioni sono pubbliche e datate.</p>',
      '<p>Alcune illustrazioni sono realizzate con l\'aiuto di strumenti di IA; quando un\'immagine di copertina è sintetica, lo indichiamo chiaramente.</p>',
      '<h2 id="questa-edizione">Questa edizione</h2>',
      '<p>Gli articoli che state leggendo sono contenuti dimostrativi. Le aziende e i prodotti citati nei titoli sono immaginari, mentre le fonti segnalate in fondo a ogni articolo sono pubblicazioni reali che potete consultare.</p>',
      '<h2 id="contatti">Contatti</h2>',
      '<p>Segnalazioni, correzioni e commenti sono sempre benvenuti. Trovate il nostro indirizzo in fondo a ogni pagina.</p>',
    ].join('\n'),
  },
  terms: {
    title: 'Condizioni di utilizzo',
    excerpt: 'Le condizioni per usare il sito Newsdesk e i suoi contenuti.',
    content: [
      '<p>Queste condizioni regolano l\'uso del sito Newsdesk. Navigando sul sito le accettate; se non siete d\'accordo, vi preghiamo di non utilizzarlo.</p>',
      '<h2 id="uso-dei-contenuti">Uso dei contenuti</h2>',
      '<p>Articoli, illustrazioni e video sono protetti dal diritto d\'autore. Potete condividere link e brevi citazioni indicando la fonte. Qualsiasi altra riproduzione richiede il nostro consenso scritto.</p>',
      '<h2 id="nessuna-consulenza">Nessuna consulenza professionale</h2>',
      '<p>I nostri contenuti hanno scopo esclusivamente informativo. Non costituiscono consulenza legale, finanziaria, medica o tecnica e non sostituiscono il parere di un professionista qualificato.</p>',
      '<h2 id="link-esterni">Link esterni</h2>',
      '<p>Gli articoli rimandano a siti di terzi come riferimento. Non siamo responsabili dei loro contenuti, della loro disponibilità o delle loro pratiche sulla privacy.</p>',
      '<h2 id="valutazioni">Valutazioni</h2>',
      '<p>I lettori possono valutare gli articoli in forma anonima. Le valutazioni sono aggregate e servono solo a capire quali contenuti sono più utili.</p>',
      '<h2 id="modifiche">Modifiche</h2>',
      '<p>Possiamo aggiornare queste condizioni di tanto in tanto. Fa fede la versione pubblicata in questa pagina.</p>',
    ].join('\n'),
  },
};
