// Gli articoli in italiano della redazione demo. Aziende e prodotti citati nei
// titoli sono immaginari; le fonti (outboundSources.ts) sono reali. Le sezioni 0
// e 3 di ogni tema hanno un h3, la 1 un elenco, la 2 una citazione.
import type { ArticleTexts } from '../textTypes.ts';

export const IT_ARTICLES: ArticleTexts = {
  'language-models': {
    keywords: ['modelli linguistici', 'LLM', 'ragionamento', 'addestramento', 'token'],
    headlines: [
      { title: 'Lumen Labs presenta Aurora 3, il modello linguistico che ragiona in meno passaggi', subtitle: 'Il nuovo modello rinuncia alla pura dimensione in cambio di una ricetta di addestramento più intelligente, e i primi test lo mettono alla pari con sistemi molto più grandi.' },
      { title: 'Finestre di contesto da un milione di token: così cambia il modo di usare i chatbot', subtitle: 'Caricare in un solo prompt interi archivi di codice o di documenti legali è ormai normale; il difficile è fare in modo che il modello usi davvero tutto quel testo.' },
      { title: 'I piccoli modelli linguistici conquistano le aziende senza fare rumore', subtitle: 'Modelli compatti che girano su un portatile o su uno smartphone costano meno, rispondono prima e si controllano meglio: le imprese se ne sono accorte.' },
      { title: 'Che cosa impara davvero un modello linguistico durante l\'addestramento', subtitle: 'Prevedere la parola successiva sembra un compito banale, ma le capacità che ne emergono sono tutt\'altro che banali.' },
    ],
    lead: 'Dietro ogni chatbot c\'è un modello linguistico addestrato su quantità enormi di testo, e il modo in cui questi sistemi vengono costruiti sta cambiando in fretta: meno forza bruta, dati scelti con più cura e un uso più furbo della potenza di calcolo nel momento in cui il modello risponde.',
    sections: [
      {
        heading: 'Dal più grande al più intelligente',
        paragraphs: [
          'Per anni il progresso ha seguito una regola semplice: più parametri, più dati, più calcolo. Le cosiddette leggi di scala descrivevano questo equilibrio con sorprendente precisione e hanno spinto i laboratori a costruire sistemi sempre più grandi.',
          'Oggi il quadro è più sfumato. I ricercatori hanno dimostrato che molti modelli erano sottoaddestrati rispetto alla loro taglia e che una rete più piccola, nutrita con dati migliori, può eguagliarne una gigantesca a una frazione del costo.',
        ],
        subsection: {
          heading: 'Pensare prima di rispondere',
          paragraphs: [
            'L\'ultima novità è spendere più calcolo quando arriva la domanda. Invece di rispondere subito, il modello scrive i passaggi intermedi, li verifica e solo dopo si sbilancia: un approccio che aiuta soprattutto in matematica, programmazione e pianificazione.',
          ],
        },
      },
      {
        heading: 'Che cosa cambia per chi li usa',
        paragraphs: [
          'Per chi usa questi strumenti ogni giorno i cambiamenti sono concreti: risposte accompagnate da un ragionamento visibile, documenti lunghi gestiti in un colpo solo e costi per richiesta in calo costante.',
          'Non mancano i compromessi. Un ragionamento più lungo significa risposte più lente, e i passaggi mostrati non sempre raccontano fedelmente come il modello è arrivato alla conclusione.',
        ],
        list: [
          'Contesto più ampio: relazioni, contratti o interi progetti software in un solo prompt.',
          'Prezzi più bassi: a parità di qualità, il costo è crollato in due anni.',
          'Uso di strumenti: modelli che interrogano da soli una calcolatrice, un motore di ricerca o un database.',
          'Installazione locale: versioni compatte che funzionano senza inviare dati al cloud.',
        ],
      },
      {
        heading: 'Il dibattito tra i ricercatori',
        paragraphs: [
          'Non tutti sono convinti che punteggi migliori nei test equivalgano a una comprensione più profonda. I critici fanno notare che i modelli sbagliano ancora in modo elementare quando un problema noto viene formulato in modo insolito.',
          'I sostenitori rispondono che lo stesso vale per le persone, e che la domanda utile non è se un modello capisca, ma se sia abbastanza affidabile per un determinato compito.',
        ],
        quote: {
          text: 'Abbiamo imparato a misurare ciò che questi modelli sanno fare molto più in fretta di quanto abbiamo imparato a spiegare perché ci riescono.',
          source: 'Una ricercatrice di apprendimento automatico di un\'università italiana',
        },
      },
      {
        heading: 'I dati, l\'ingrediente che scarseggia',
        paragraphs: [
          'Il testo di qualità disponibile sul web non è infinito, e gli addestramenti più grandi si avvicinano ormai al limite. I laboratori puntano su archivi concessi in licenza, audio trascritto e dati sintetici generati da altri modelli.',
          'I dati sintetici sono potenti ma rischiosi: un modello addestrato troppo sui propri prodotti può perdere varietà e amplificare i propri errori di generazione in generazione.',
        ],
        subsection: {
          heading: 'La qualità prima della quantità',
          paragraphs: [
            'La selezione dei dati è diventata una disciplina a sé. Eliminare duplicati, spam e pagine scadenti spesso migliora un modello più che aggiungere miliardi di parole.',
          ],
        },
      },
      {
        heading: 'Le domande aperte',
        paragraphs: [
          'Consumi energetici, diritto d\'autore e concentrazione della potenza di calcolo in poche aziende restano questioni irrisolte. Ogni nuova generazione di modelli le rende più urgenti, non meno.',
          'Quel che sembra chiaro è che l\'epoca in cui bastava fare modelli più grandi sta lasciando il posto a un panorama più vario, in cui efficienza e specializzazione contano quanto la taglia.',
        ],
      },
    ],
    captions: [
      'Ogni risposta di un chatbot viene calcolata parola per parola, su server che lavorano giorno e notte.',
      'I modelli linguistici trasformano il testo in sequenze di numeri prima di prevedere ciò che viene dopo.',
    ],
  },

  multimodal: {
    keywords: ['visione artificiale', 'IA multimodale', 'generazione di immagini', 'generazione video', 'modelli di diffusione'],
    headlines: [
      { title: 'Droni e telecamere che scoprono le malattie delle colture prima degli agricoltori', subtitle: 'Modelli di visione addestrati su milioni di immagini di foglie aiutano a intervenire giorni prima che un\'infezione sia visibile a occhio nudo.' },
      { title: 'I modelli multimodali ora leggono grafici, scontrini e appunti scritti a mano', subtitle: 'I sistemi che uniscono visione e linguaggio trasformano documenti disordinati in dati strutturati con una precisione sorprendente.' },
      { title: 'Generazione video, il salto: clip di un minuto con personaggi coerenti', subtitle: 'Gli ultimi modelli di diffusione mantengono volti, luci e movimenti coerenti da un\'inquadratura all\'altra, aprendo nuove strade agli studi di produzione e nuove domande.' },
      { title: 'Filigrane invisibili e credenziali dei contenuti: la corsa a etichettare le immagini IA', subtitle: 'Gli standard di provenienza si diffondono tra fotocamere, software di editing e piattaforme, ma cancellare i metadati resta facile.' },
    ],
    lead: 'L\'intelligenza artificiale non lavora più soltanto con le parole: gli stessi modelli guardano fotografie, leggono documenti, analizzano video e creano immagini proprie, sfumando il confine tra capire un\'immagine e produrla.',
    sections: [
      {
        heading: 'Vedere come un modello',
        paragraphs: [
          'I sistemi di visione moderni tagliano un\'immagine in piccoli riquadri e li elaborano come un modello linguistico elabora le parole. Addestrati su enormi raccolte di foto con didascalia, imparano a collegare ciò che vedono a come le persone lo descrivono.',
          'È questo legame tra immagini e testo a renderli flessibili: lo stesso modello può classificare una foto, rispondere a una domanda su di essa o trovare immagini simili in un archivio.',
        ],
        subsection: {
          heading: 'Dal laboratorio ai campi',
          paragraphs: [
            'Agricoltura, controllo qualità e diagnostica per immagini sono stati i primi a crederci. Una telecamera su un drone o su una linea di produzione, abbinata a un buon modello, individua difetti o malattie che un occhio stanco lascerebbe sfuggire.',
          ],
        },
      },
      {
        heading: 'Che cosa sanno fare oggi i modelli multimodali',
        paragraphs: [
          'I vantaggi più evidenti si vedono nella burocrazia quotidiana. Fatture, moduli e screenshot che richiedevano l\'inserimento manuale dei dati ora vengono letti e riassunti in automatico.',
          'La precisione è alta ma non perfetta, per questo la maggior parte delle aziende mantiene una persona a controllare tutto ciò che ha conseguenze legali o economiche.',
        ],
        list: [
          'Leggere tabelle e grafici e spiegare l\'andamento che mostrano.',
          'Estrarre totali, date e nomi da scontrini e fatture.',
          'Descrivere le foto a persone cieche e ipovedenti.',
          'Confrontare due versioni di un disegno tecnico ed elencarne le differenze.',
        ],
      },
      {
        heading: 'Creare immagini e video',
        paragraphs: [
          'I modelli generativi lavorano nella direzione opposta. I modelli di diffusione partono da un rumore casuale e lo rifiniscono passo dopo passo, finché emerge un\'immagine che corrisponde alla descrizione testuale.',
          'Il video aggiunge la dimensione del tempo, e con essa la sfida di mantenere personaggi, oggetti e luci coerenti da un fotogramma all\'altro. I sistemi più recenti ci stanno arrivando.',
        ],
        quote: {
          text: 'La domanda non è più se una clip generata sembri vera, ma se qualcuno sia in grado di dire come è stata fatta.',
          source: 'Un supervisore degli effetti visivi che collauda strumenti generativi',
        },
      },
      {
        heading: 'Distinguere il vero dal sintetico',
        paragraphs: [
          'Ora che le immagini generate sono indistinguibili dalle fotografie, l\'attenzione si è spostata sulla provenienza. Gli standard di settore allegano al file informazioni firmate che descrivono da dove viene e come è stato modificato.',
          'Le filigrane invisibili inserite nei pixel sono una seconda linea di difesa, ma entrambi gli approcci possono essere aggirati con uno screenshot, un ritaglio o una semplice ricompressione.',
        ],
        subsection: {
          heading: 'Perché le etichette non bastano',
          paragraphs: [
            'Gli esperti avvertono che l\'etichettatura funziona solo se le piattaforme la mostrano e il pubblico ci crede. L\'educazione ai media resta importante quanto qualsiasi soluzione tecnica.',
          ],
        },
      },
      {
        heading: 'Diritti e responsabilità',
        paragraphs: [
          'Artisti e fotografi contestano l\'uso delle loro opere per addestrare i generatori di immagini, e i tribunali di diversi Paesi stanno valutando come si applichi il diritto d\'autore.',
          'Nel frattempo studi, agenzie pubblicitarie e redazioni scrivono le proprie regole su quando si possono usare immagini sintetiche e su come dichiararlo al pubblico.',
        ],
      },
    ],
    captions: [
      'I modelli di visione imparano da immagini abbinate alle parole con cui le persone le descrivono.',
      'I modelli generativi costruiscono un\'immagine passo dopo passo, partendo da un rumore casuale.',
    ],
  },

  research: {
    keywords: ['ricerca sull\'IA', 'articoli scientifici', 'apprendimento per rinforzo', 'recupero di informazioni', 'IA per la scienza'],
    headlines: [
      { title: 'Un nuovo metodo di addestramento insegna ai modelli a imparare dai propri errori', subtitle: 'I ricercatori descrivono un ciclo di autocorrezione che migliora il ragionamento matematico senza bisogno di nuovi dati etichettati a mano.' },
      { title: 'RAG, due anni dopo: che cosa dice la ricerca sulla generazione aumentata', subtitle: 'Collegare i modelli a un indice di ricerca riduce le risposte inventate, ma una serie di nuovi studi mostra dove il metodo si inceppa ancora.' },
      { title: 'IA per la scienza: i modelli che prevedevano la forma delle proteine ora ne progettano di nuove', subtitle: 'Dalla previsione della struttura alla progettazione generativa, l\'apprendimento automatico sta cambiando il modo di fare biologia in laboratorio.' },
      { title: 'Revisione paritaria sotto pressione: le conferenze travolte dagli articoli sull\'IA', subtitle: 'Le candidature ai principali convegni di apprendimento automatico battono un record dopo l\'altro, e i revisori non ce la fanno più.' },
    ],
    lead: 'La ricerca sull\'apprendimento automatico corre a una velocità che pochi campi scientifici hanno mai conosciuto, con migliaia di nuovi articoli ogni mese; solo una manciata di idee sopravvive a questa marea e finisce negli strumenti usati da milioni di persone.',
    sections: [
      {
        heading: 'Come funziona il nuovo metodo',
        paragraphs: [
          'L\'idea di fondo è semplice: il modello tenta di risolvere un problema, un verificatore automatico controlla la risposta e il modello viene premiato solo se il risultato finale è corretto. Round dopo round, impara le strategie che funzionano.',
          'Poiché è il verificatore a dare il voto, non serve un esercito di annotatori umani. L\'approccio rende al meglio dove le risposte si possono controllare in modo meccanico, come in matematica e programmazione.',
        ],
        subsection: {
          heading: 'I limiti dell\'automiglioramento',
          paragraphs: [
            'Dove non esiste una risposta giusta, come nella scrittura o nei consigli, è più difficile progettare una ricompensa automatica, e il modello rischia di imparare a compiacere il valutatore invece di risolvere il compito.',
          ],
        },
      },
      {
        heading: 'I risultati principali',
        paragraphs: [
          'Gli autori hanno confrontato il loro metodo con la messa a punto tradizionale su diversi test pubblici e riportano miglioramenti costanti, soprattutto nei problemi a più passaggi.',
          'Come sempre con i preprint, i risultati non sono ancora stati riprodotti in modo indipendente; codice e dati sono stati pubblicati proprio per permetterlo.',
        ],
        list: [
          'La precisione sui problemi di matematica da competizione è cresciuta in modo netto.',
          'I progressi si sono estesi in parte a esercizi di programmazione mai visti in addestramento.',
          'I modelli più piccoli ne hanno beneficiato in proporzione più di quelli grandi.',
          'Le risposte sono diventate più lunghe, e quindi ogni richiesta costa di più.',
        ],
      },
      {
        heading: 'Che cosa ne pensano gli altri scienziati',
        paragraphs: [
          'I ricercatori indipendenti hanno apprezzato la pubblicazione di codice e dati, ma invitano alla prudenza sui numeri più eclatanti: alcune domande di prova potrebbero essere già circolate online.',
          'Altri vedono nel lavoro un tassello di un cambiamento più ampio, in cui la qualità del segnale di apprendimento conta più della dimensione dell\'insieme di addestramento.',
        ],
        quote: {
          text: 'La parte interessante non è il punteggio in sé, ma quanto poca supervisione umana sia servita per ottenerlo.',
          source: 'Un docente di informatica estraneo allo studio',
        },
      },
      {
        heading: 'Dagli articoli alla pratica',
        paragraphs: [
          'Le idee presentate alle conferenze arrivano spesso nei prodotti nel giro di pochi mesi. Il recupero di documenti, la messa a punto a basso rango e l\'apprendimento per rinforzo dal feedback umano hanno seguito tutti questa strada.',
          'La velocità ha un prezzo: la revisione paritaria fatica a stare al passo, e molti risultati influenti sono noti solo da preprint mai sottoposti a una revisione formale.',
        ],
        subsection: {
          heading: 'La scienza oltre l\'informatica',
          paragraphs: [
            'Alcune delle applicazioni più sorprendenti riguardano altre discipline. Prevedere il ripiegamento delle proteine, fare previsioni meteo e scoprire nuovi materiali oggi si basa su metodi nati nei laboratori di apprendimento automatico.',
          ],
        },
      },
      {
        heading: 'La riproducibilità conta',
        paragraphs: [
          'Addestrare i modelli più avanzati costa milioni, quindi pochi gruppi universitari possono verificare le affermazioni dei laboratori industriali. Test condivisi, pesi aperti e relazioni dettagliate sono il rimedio migliore a disposizione.',
          'Le agenzie di finanziamento in Europa e altrove investono in infrastrutture di calcolo pubbliche proprio perché le università possano continuare a fare ricerca indipendente.',
        ],
      },
    ],
    captions: [
      'I laboratori usano sempre più spesso i modelli per decidere quali esperimenti tentare per primi.',
      'I risultati della ricerca spesso circolano come preprint molto prima della pubblicazione ufficiale.',
    ],
  },

  'evaluation-open': {
    keywords: ['benchmark', 'valutazione dei modelli', 'open source', 'modelli a pesi aperti', 'classifiche'],
    headlines: [
      { title: 'Benchmark saturi: perché un punteggio del 90% non dice più molto', subtitle: 'I test che un tempo separavano i modelli buoni da quelli ottimi sono ormai quasi risolti, e la contaminazione dei dati peggiora le cose.' },
      { title: 'Dentro la nuova generazione di valutazioni basate su compiti reali', subtitle: 'Al posto dei quiz a risposta multipla, i valutatori chiedono ai modelli di correggere bug, navigare sul web e portare a termine progetti lunghi.' },
      { title: 'I modelli a pesi aperti accorciano le distanze dai sistemi proprietari', subtitle: 'I modelli scaricabili gratuitamente inseguono i migliori sistemi chiusi con un ritardo di mesi, non più di anni, e cambiano l\'economia del settore.' },
      { title: 'Che cosa significa davvero open source nell\'intelligenza artificiale', emphasis: 'open source', subtitle: 'Pubblicare i pesi non equivale a pubblicare dati e codice: una nuova definizione prova a tracciare il confine.' },
    ],
    lead: 'Quanto è bravo un modello, e chi ha il diritto di esaminarlo? Misurazione e apertura sono due facce della stessa domanda, ed entrambe sono diventate terreno di scontro ora che l\'IA esce dai laboratori ed entra nei prodotti di tutti i giorni.',
    sections: [
      {
        heading: 'Il problema delle classifiche',
        paragraphs: [
          'Un benchmark è un insieme fisso di domande con risposte note. È economico da eseguire e facile da confrontare, ed è per questo che le classifiche sono diventate la moneta corrente degli annunci sull\'IA.',
          'Il punto debole è che i test fissi invecchiano in fretta. Quando un benchmark si diffonde, le sue domande finiscono nei dati di addestramento e i punteggi salgono senza alcun vero progresso.',
        ],
        subsection: {
          heading: 'La contaminazione, spiegata',
          paragraphs: [
            'Se un modello ha visto il test durante l\'addestramento, può limitarsi a ricordare le risposte. Per questo i valutatori tengono riservate alcune serie di domande, le ruotano e cercano nelle risposte segni di memorizzazione.',
          ],
        },
      },
      {
        heading: 'Come funzionano le nuove valutazioni',
        paragraphs: [
          'Le batterie di test più recenti somigliano più a un incarico di lavoro che a un esame. Il modello riceve un obiettivo, degli strumenti e un tempo a disposizione, e viene giudicato in base al lavoro effettivamente svolto.',
          'Sono test costosi da eseguire e più difficili da valutare, ma dicono molto di più su come un sistema si comporterà nella realtà.',
        ],
        list: [
          'Correggere bug reali in progetti software open source.',
          'Completare compiti in più passaggi dentro un browser.',
          'Rispondere a domande che richiedono la lettura di documenti lunghi.',
          'Capire quando fermarsi e chiedere aiuto a una persona.',
        ],
      },
      {
        heading: 'Pesi aperti, dibattito aperto',
        paragraphs: [
          'I modelli a pesi aperti si possono scaricare, far girare sul proprio hardware e adattare a nuovi compiti. Per le aziende attente a privacy e costi, questo controllo è un vantaggio decisivo.',
          'I critici avvertono che, una volta pubblici i pesi, le misure di sicurezza possono essere rimosse. I sostenitori replicano che l\'apertura permette a migliaia di ricercatori indipendenti di trovare i problemi più in fretta.',
        ],
        quote: {
          text: 'L\'apertura non è una questione di sì o no: è l\'elenco di ciò che condividi e di ciò che tieni per te.',
          source: 'Il responsabile di una diffusa libreria open source di apprendimento automatico',
        },
      },
      {
        heading: 'Definire l\'IA open source',
        paragraphs: [
          'Per il software il significato di open source è chiaro da tempo. Per l\'IA no, perché un modello non è solo codice: sono anche i pesi, i dati di addestramento e la ricetta che li collega.',
          'Una definizione condivisa dalla comunità e pubblicata nel 2024 richiede informazioni sui dati sufficienti a costruire un sistema sostanzialmente equivalente, uno standard che oggi pochi rilasci rispettano.',
        ],
        subsection: {
          heading: 'Perché l\'etichetta conta',
          paragraphs: [
            'Il termine ha un peso giuridico: le regole europee prevedono alcune esenzioni per i modelli open source, quindi definire aperto un rilascio non è più solo una scelta di marketing.',
          ],
        },
      },
      {
        heading: 'L\'economia dell\'apertura',
        paragraphs: [
          'Quando modelli capaci si scaricano gratis, il valore si sposta su dati, integrazione e servizi. Molte startup costruiscono su modelli aperti per non dipendere da un unico fornitore.',
          'I grandi operatori rispondono con prezzi più bassi e modelli più piccoli, una concorrenza che finora ha avvantaggiato soprattutto gli utenti.',
        ],
      },
    ],
    captions: [
      'Un punteggio vale quanto il test che lo produce, e i test invecchiano in fretta.',
      'I modelli aperti possono essere scaricati e studiati da chiunque abbia hardware sufficiente.',
    ],
  },

  'startups-bigtech': {
    keywords: ['startup IA', 'venture capital', 'big tech', 'cloud', 'antitrust'],
    headlines: [
      { title: 'Nordlicht AI raccoglie 120 milioni per portare gli agenti IA nelle fabbriche europee', subtitle: 'La startup di Monaco di Baviera vuole automatizzare acquisti e controllo qualità direttamente in reparto.' },
      { title: 'Dalla demo al fatturato: il difficile secondo anno delle startup di IA generativa', subtitle: 'Dopo un boom di finanziamenti spettacolare, le giovani aziende devono rispondere a una domanda più dura: i clienti continueranno a pagare?' },
      { title: 'Le big tech investono cifre record nelle infrastrutture per l\'IA', subtitle: 'I principali fornitori di cloud riversano somme mai viste nei data center, scommettendo che la domanda continuerà a crescere.' },
      { title: 'Partnership, assunzioni in blocco e antitrust: così i giganti assorbono i laboratori di IA', subtitle: 'Le autorità su entrambe le sponde dell\'Atlantico esaminano da vicino accordi che si fermano un passo prima dell\'acquisizione.' },
    ],
    lead: 'Il denaro affluisce verso l\'intelligenza artificiale a un ritmo che non si vedeva dagli albori di internet, dai fondi di venture capital che sostengono le startup ai colossi tecnologici che costruiscono data center in ogni continente.',
    sections: [
      {
        heading: 'Dove finiscono i soldi',
        paragraphs: [
          'Gran parte del capitale raccolto dalle startup di IA serve a pagare potenza di calcolo, direttamente con i contratti cloud o indirettamente con gli stipendi di ingegneri introvabili.',
          'Gli investitori sono sempre più selettivi. Chi si limita a mettere un\'interfaccia più gradevole sopra il modello di un altro fatica a raccogliere fondi, mentre chi possiede dati propri o una conoscenza profonda di un settore attira ancora round importanti.',
        ],
        subsection: {
          heading: 'La nicchia europea',
          paragraphs: [
            'Le startup europee tendono a concentrarsi su industria, conformità normativa e lingue diverse dall\'inglese, ambiti in cui conoscenza del territorio e fiducia contano più della pura scala.',
          ],
        },
      },
      {
        heading: 'Che cosa comprano davvero i clienti',
        paragraphs: [
          'Dopo un anno di progetti pilota, le aziende stanno separando gli esperimenti dagli strumenti che si ripagano. Vincono le soluzioni che risolvono problemi circoscritti e costosi, non quelle che promettono un\'intelligenza universale.',
          'I modelli di prezzo sono ancora in evoluzione: licenze per utente, tariffe a consumo e contratti legati ai risultati convivono, e i margini sono erosi dal costo di far girare i modelli.',
        ],
        list: [
          'Assistenti per il servizio clienti che risolvono le richieste di routine.',
          'Strumenti per programmatori che scrivono test e revisionano modifiche.',
          'Elaborazione di documenti per assicurazioni, banche e studi legali.',
          'Agenti che gestiscono acquisti e comunicazioni con i fornitori.',
        ],
      },
      {
        heading: 'La strategia dei giganti',
        paragraphs: [
          'I maggiori gruppi tecnologici spendono decine di miliardi all\'anno in chip, edifici e contratti per l\'energia. Scommettono che l\'IA diventerà per i loro cloud fondamentale quanto l\'archiviazione e i database.',
          'Gli azionisti cercano con attenzione i segnali di un ritorno sull\'investimento, e i risultati trimestrali vengono ormai letti soprattutto attraverso la lente dei ricavi da IA.',
        ],
        quote: {
          text: 'Tutti concordano che la domanda è reale; nessuno è d\'accordo su quanto in fretta diventerà profitto.',
          source: 'Un analista del settore tecnologico di una banca d\'affari',
        },
      },
      {
        heading: 'Accordi sotto la lente',
        paragraphs: [
          'Invece di comprare le startup, le grandi aziende investono sempre più spesso nel loro capitale, firmano accordi esclusivi per il cloud o ne assumono quasi tutto il personale. Sono operazioni che spesso sfuggono alle classiche regole sulle concentrazioni.',
          'Le autorità della concorrenza in Europa, nel Regno Unito e negli Stati Uniti hanno avviato indagini per capire se questi accordi riducano la concorrenza in un mercato ancora in formazione.',
        ],
        subsection: {
          heading: 'Che cosa temono le autorità',
          paragraphs: [
            'Il timore è che il controllo su chip, capacità cloud e dati permetta a poche imprese di decidere chi può costruire modelli avanzati, e a quali condizioni.',
          ],
        },
      },
      {
        heading: 'Segnali di bolla?',
        paragraphs: [
          'Le valutazioni hanno raggiunto livelli che rendono nervosi alcuni investitori, e i paragoni con la bolla delle dot-com sono frequenti. Altri ribattono che, a differenza di allora, la tecnologia produce già ricavi misurabili.',
          'Le due cose possono essere vere insieme: una correzione dei prezzi non fermerebbe la diffusione della tecnologia, così come internet ha continuato a crescere dopo il 2001.',
        ],
      },
    ],
    captions: [
      'I finanziamenti alle aziende di IA si concentrano in pochi round molto grandi.',
      'La costruzione di data center è diventata un indicatore chiave degli investimenti nell\'IA.',
    ],
  },

  chips: {
    keywords: ['chip per IA', 'semiconduttori', 'GPU', 'data center', 'energia'],
    headlines: [
      { title: 'Ardent Silicon presenta un chip per l\'inferenza che consuma pochissimo', subtitle: 'L\'acceleratore della startup punta sul carico di lavoro che cresce più in fretta: rispondere alle richieste degli utenti, non addestrare modelli.' },
      { title: 'Il muro della memoria: perché oggi il collo di bottiglia è la HBM', subtitle: 'Il calcolo diventa sempre più veloce, ma portare i dati ai chip è diventato il vero vincolo.' },
      { title: 'La scommessa europea sui chip per l\'IA fatti in casa', subtitle: 'Fondi pubblici e una nuova generazione di startup puntano a ridurre la dipendenza da pochi fornitori stranieri.' },
      { title: 'Data center e rete elettrica: la questione energetica dietro il boom dell\'IA', subtitle: 'La domanda di elettricità legata all\'IA cresce in fretta e costringe gli operatori a ripensare dove e come costruire.' },
    ],
    lead: 'Ogni risposta di un chatbot viene calcolata su chip specializzati in un data center da qualche parte nel mondo, e la corsa a costruire processori più veloci, economici ed efficienti è diventata una delle grandi sfide industriali del decennio.',
    sections: [
      {
        heading: 'Addestramento e inferenza',
        paragraphs: [
          'Addestrare un grande modello è uno sforzo una tantum che può occupare migliaia di acceleratori per mesi. L\'inferenza, cioè il lavoro di rispondere alle richieste, avviene miliardi di volte al giorno e cresce molto più rapidamente.',
          'Questo spostamento conta per la progettazione dei chip. L\'inferenza premia consumi ridotti, bassa latenza e basso costo per risposta più delle prestazioni di picco.',
        ],
        subsection: {
          heading: 'Progetti specializzati',
          paragraphs: [
            'I nuovi arrivati scommettono su chip pensati per un solo compito, eliminando le funzioni che servono ai processori generici. Il rischio è che i modelli cambino più in fretta di quanto si possa riprogettare il silicio.',
          ],
        },
      },
      {
        heading: 'I colli di bottiglia',
        paragraphs: [
          'Produrre più chip non è solo una questione di fabbriche. La filiera ha diversi passaggi stretti, ciascuno controllato da pochissime aziende.',
          'Qualsiasi interruzione lungo la catena, da un disastro naturale a una restrizione all\'export, si ripercuote sull\'intero settore nel giro di poche settimane.',
        ],
        list: [
          'Processi produttivi avanzati offerti da pochissime fonderie.',
          'Memoria ad alta larghezza di banda impilata accanto al processore.',
          'Packaging avanzato che unisce più chip in un unico modulo.',
          'Energia e raffreddamento disponibili nei data center.',
        ],
      },
      {
        heading: 'La posizione dell\'Europa',
        paragraphs: [
          'L\'Europa è forte nei macchinari per la produzione e nella ricerca, ma debole nella fabbricazione dei chip più avanzati. Una legge dedicata, approvata nel 2023, punta a mobilitare investimenti pubblici e privati per cambiare le cose.',
          'Diverse startup europee progettano acceleratori per l\'inferenza e per i dispositivi periferici, ambiti in cui l\'efficienza energetica può contare più della velocità assoluta.',
        ],
        quote: {
          text: 'Non dobbiamo vincere ogni gara; dobbiamo essere sicuri di non restarne mai esclusi.',
          source: 'Un consulente di politica industriale a Bruxelles',
        },
      },
      {
        heading: 'La bolletta energetica',
        paragraphs: [
          'In alcune regioni i data center rappresentano già una quota rilevante della domanda di elettricità, e l\'IA ne accelera la crescita. Le agenzie internazionali prevedono un forte aumento dei consumi entro la fine del decennio.',
          'Gli operatori firmano contratti a lungo termine per l\'energia rinnovabile, sperimentano il nucleare e spostano i nuovi impianti dove la rete ha capacità disponibile.',
        ],
        subsection: {
          heading: 'I guadagni di efficienza',
          paragraphs: [
            'Ogni nuova generazione di chip svolge più lavoro per watt, e accorgimenti software come modelli più piccoli e precisione numerica ridotta tagliano ulteriormente i consumi. Resta da capire se l\'efficienza riuscirà a correre più della domanda.',
          ],
        },
      },
      {
        heading: 'La geopolitica del silicio',
        paragraphs: [
          'I controlli sulle esportazioni di chip avanzati e dei macchinari per produrli hanno trasformato i semiconduttori in una questione di sicurezza nazionale. I governi sovvenzionano la produzione interna su una scala senza precedenti.',
          'Per chi compra, il risultato è un mercato più frammentato, con orizzonti di pianificazione più lunghi e un premio per chi si assicura le forniture in anticipo.',
        ],
      },
    ],
    captions: [
      'Ogni nuova generazione di acceleratori promette più calcolo per ogni watt assorbito.',
      'Gli acceleratori sono stipati in rack che richiedono sistemi di raffreddamento potenti.',
    ],
  },

  regulation: {
    keywords: ['AI Act', 'regolamentazione', 'conformità', 'IA per finalità generali', 'Unione europea'],
    headlines: [
      { title: 'AI Act: che cosa cambia per le imprese ora che scattano i primi obblighi', subtitle: 'I divieti sulle pratiche inaccettabili e l\'obbligo di alfabetizzazione sull\'IA sono già in vigore, e le regole per i modelli generali arrivano subito dopo.' },
      { title: 'Modelli di IA per finalità generali e codice di buone pratiche, spiegati', subtitle: 'Chi sviluppa grandi modelli deve documentare l\'addestramento, rispettare il diritto d\'autore e valutare i rischi sistemici: ecco come.' },
      { title: 'Sistemi di IA ad alto rischio: una guida pratica alla conformità', subtitle: 'Selezione del personale, valutazione del credito, dispositivi medici: se il vostro sistema rientra in uno di questi ambiti, ecco che cosa preparare.' },
      { title: 'Oltre l\'Europa: come il resto del mondo regola l\'intelligenza artificiale', subtitle: 'Dai quadri volontari alle leggi vincolanti, i governi stanno prendendo strade molto diverse.' },
    ],
    lead: 'Il regolamento europeo sull\'intelligenza artificiale, noto come AI Act, è la prima legge organica sull\'IA al mondo, e i suoi obblighi entrano in vigore gradualmente nell\'arco di alcuni anni, con un calendario chiaro ma impegnativo per le imprese europee e non solo.',
    sections: [
      {
        heading: 'Un approccio basato sul rischio',
        paragraphs: [
          'Il regolamento non tratta tutta l\'IA allo stesso modo. Classifica i sistemi in base al rischio che comportano per salute, sicurezza e diritti fondamentali, e fissa gli obblighi di conseguenza.',
          'La maggior parte delle applicazioni, come i filtri antispam o i suggerimenti di acquisto, non ha nuovi vincoli o quasi. Un piccolo gruppo di pratiche è vietato, mentre i sistemi ad alto rischio devono rispettare requisiti severi.',
        ],
        subsection: {
          heading: 'Che cosa è vietato',
          paragraphs: [
            'Tra le pratiche proibite ci sono il punteggio sociale da parte delle autorità pubbliche, la manipolazione che sfrutta le vulnerabilità delle persone e gran parte dell\'identificazione biometrica a distanza in tempo reale negli spazi pubblici, con eccezioni limitate per le forze dell\'ordine.',
          ],
        },
      },
      {
        heading: 'Il calendario',
        paragraphs: [
          'La legge è entrata in vigore nell\'agosto 2024, ma le sue disposizioni si applicano per fasi, così che imprese e autorità abbiano il tempo di prepararsi.',
          'Le date qui sotto sono quelle del testo originale; la Commissione europea ha poi proposto aggiustamenti per alcuni obblighi sui sistemi ad alto rischio, quindi conviene seguire gli aggiornamenti ufficiali.',
        ],
        list: [
          'Febbraio 2025: divieti sulle pratiche proibite e obblighi di alfabetizzazione sull\'IA.',
          'Agosto 2025: regole per i modelli di IA per finalità generali e strutture di governance.',
          'Agosto 2026: gran parte dei requisiti per i sistemi ad alto rischio.',
          'Agosto 2027: IA ad alto rischio integrata in prodotti coperti da altre norme europee sulla sicurezza.',
        ],
      },
      {
        heading: 'Le regole per i modelli generali',
        paragraphs: [
          'Chi fornisce grandi modelli utilizzabili per molti compiti deve pubblicare documentazione tecnica, una sintesi dei contenuti usati per l\'addestramento e una politica di rispetto del diritto d\'autore.',
          'I modelli più potenti, per i quali si presume un rischio sistemico, hanno obblighi aggiuntivi: valutazioni, segnalazione degli incidenti, sicurezza informatica e mitigazione dei rischi. Un codice di buone pratiche volontario spiega come adempiere.',
        ],
        quote: {
          text: 'Il codice di buone pratiche trasforma principi generali in una lista di controllo con cui gli ingegneri possono davvero lavorare.',
          source: 'La responsabile della conformità di un\'azienda software europea',
        },
      },
      {
        heading: 'I sistemi ad alto rischio nella pratica',
        paragraphs: [
          'Sono considerati ad alto rischio i sistemi usati nella selezione del personale, nell\'istruzione, nella valutazione del credito, nelle infrastrutture critiche, nelle attività di polizia e nei dispositivi medici. Chi li fornisce deve gestirne i rischi, documentarli e garantire la supervisione umana.',
          'Anche le aziende che li utilizzano hanno obblighi, dal monitoraggio del funzionamento all\'informazione delle persone coinvolte.',
        ],
        subsection: {
          heading: 'Da dove cominciare',
          paragraphs: [
            'Gli avvocati consigliano di partire da un inventario: elencare tutti i sistemi di IA in uso, annotare chi li fornisce e che cosa decidono, e solo dopo valutare in quale categoria ricadono.',
          ],
        },
      },
      {
        heading: 'Il quadro globale',
        paragraphs: [
          'Altri ordinamenti hanno scelto strade diverse. Gli Stati Uniti si affidano soprattutto a quadri volontari e regole di settore, il Regno Unito alle autorità già esistenti, diversi Paesi asiatici a leggi mirate.',
          'Gli organismi internazionali cercano un terreno comune: i principi dell\'OCSE, la convenzione del Consiglio d\'Europa e le norme tecniche puntano tutti a mantenere regole compatibili oltre i confini.',
        ],
      },
    ],
    captions: [
      'Le regole sull\'IA si scrivono nello stesso momento a Bruxelles, nelle capitali nazionali e negli organismi internazionali.',
      'Le regole europee si applicano a qualunque azienda offra sistemi di IA nel mercato dell\'Unione.',
    ],
  },

  'privacy-ethics': {
    keywords: ['privacy', 'GDPR', 'etica dell\'IA', 'bias algoritmici', 'responsabilità'],
    headlines: [
      { title: 'Un modello può dimenticare? Il diritto all\'oblio alla prova dell\'apprendimento automatico', subtitle: 'La legge sulla protezione dei dati dà alle persone il diritto di far cancellare i propri dati; toglierli da un modello già addestrato è un\'altra storia.' },
      { title: 'I garanti della privacy alzano la guardia sui chatbot', subtitle: 'Le autorità europee chiedono come vengano raccolti i dati personali per l\'addestramento e come gli utenti possano opporsi.' },
      { title: 'Pregiudizi negli algoritmi di selezione del personale: che cosa insegnano gli ultimi audit', subtitle: 'Le verifiche indipendenti continuano a scoprire che gli strumenti di screening automatico trattano i candidati in modo diseguale, spesso in modi sottili.' },
      { title: 'Chi risponde quando un sistema di IA provoca un danno?', subtitle: 'Responsabilità, trasparenza e supervisione umana: il dibattito etico passa dai principi alla pratica.' },
    ],
    lead: 'I sistemi di IA vengono addestrati su dati che riguardano le persone e prendono sempre più decisioni su di loro: privacy, equità e responsabilità sono così al centro di un dibattito che dai convegni si sta spostando nelle aule di tribunale e nelle aziende.',
    sections: [
      {
        heading: 'I dati personali negli insiemi di addestramento',
        paragraphs: [
          'I grandi modelli sono addestrati su testi e immagini raccolti dal web, e quel materiale contiene inevitabilmente nomi, foto e dettagli personali. Per il diritto europeo, trattare questi dati richiede una base giuridica.',
          'Le autorità per la protezione dei dati hanno chiesto ai fornitori di spiegare come si fondino sul legittimo interesse, come filtrino le informazioni sensibili e come le persone possano opporsi.',
        ],
        subsection: {
          heading: 'Il diritto all\'oblio',
          paragraphs: [
            'Cancellare un record da un database è facile; eliminarne l\'influenza da un modello addestrato no. La ricerca sul cosiddetto machine unlearning è molto attiva, ma spesso l\'unico metodo garantito resta riaddestrare da zero.',
          ],
        },
      },
      {
        heading: 'Che cosa chiedono le autorità',
        paragraphs: [
          'Le autorità di controllo hanno coordinato il proprio lavoro a livello europeo e pubblicato indicazioni su come le regole sulla protezione dei dati si applicano ai modelli di IA.',
          'Le loro domande sono pratiche e spesso scomode per i fornitori.',
        ],
        list: [
          'Da quali fonti sono stati raccolti i dati di addestramento?',
          'Come vengono esclusi dati sensibili come quelli sanitari?',
          'Il modello può rivelare informazioni personali nelle sue risposte?',
          'Come possono gli utenti esercitare i diritti di accesso, rettifica e opposizione?',
        ],
      },
      {
        heading: 'Pregiudizi nascosti nei dati',
        paragraphs: [
          'Un algoritmo addestrato sulle assunzioni del passato può imparare i pregiudizi di chi le ha decise. Anche senza dati espliciti su genere o origine, indizi come il codice postale o gli hobby possono riprodurre discriminazioni.',
          'Gli audit confrontano i risultati tra gruppi diversi e verificano come cambiano quando si modifica solo una caratteristica protetta. Trovano regolarmente differenze che gli sviluppatori non avevano notato.',
        ],
        quote: {
          text: 'Un modello non ha bisogno di conoscere il tuo genere per trattarti in modo diverso a causa del tuo genere.',
          source: 'Una revisora specializzata in equità algoritmica',
        },
      },
      {
        heading: 'La responsabilità nella pratica',
        paragraphs: [
          'Quando una decisione automatica danneggia qualcuno, la responsabilità si divide tra chi ha sviluppato il modello, l\'azienda che lo ha adottato e la persona che vi ha fatto affidamento. Il diritto sta ancora rincorrendo.',
          'La documentazione aiuta: schede del modello e schede dei dati descrivono per che cosa un sistema è stato costruito, come è stato testato e dove non andrebbe usato.',
        ],
        subsection: {
          heading: 'Una persona nel processo',
          paragraphs: [
            'La supervisione umana funziona solo se chi supervisiona ha il tempo, le informazioni e l\'autorità per smentire la macchina. Altrimenti diventa un timbro.',
          ],
        },
      },
      {
        heading: 'Dai principi alla pratica',
        paragraphs: [
          'Le organizzazioni internazionali hanno adottato principi etici sull\'IA sottoscritti dalla maggior parte dei governi. La sfida è tradurre parole come equità e trasparenza in procedure e metriche.',
          'Le aziende che prendono la questione sul serio istituiscono comitati di revisione, svolgono valutazioni d\'impatto prima del lancio e pubblicano i risultati, comprese le parti scomode.',
        ],
      },
    ],
    captions: [
      'Autorità per la protezione dei dati e revisori chiedono come i sistemi automatici arrivano alle loro decisioni.',
      'I dati personali compaiono negli insiemi di addestramento più spesso di quanto gli utenti immaginino.',
    ],
  },

  'humanoids-industrial': {
    keywords: ['robotica', 'robot umanoidi', 'automazione industriale', 'cobot', 'manutenzione predittiva'],
    headlines: [
      { title: 'Helix Robotics mostra un umanoide che impara i compiti guardando', subtitle: 'Il prototipo piega il bucato e sistema gli scaffali dopo poche dimostrazioni, anche se si muove ancora lentamente.' },
      { title: 'Robot umanoidi in magazzino: moda passeggera o prossima rivoluzione?', subtitle: 'I progetti pilota si moltiplicano, ma la convenienza dipende da affidabilità, sicurezza e prezzo.' },
      { title: 'I robot collaborativi diventano più intelligenti grazie ai modelli che uniscono visione e linguaggio', subtitle: 'I cobot che capiscono istruzioni a voce rendono l\'automazione accessibile anche alle piccole imprese manifatturiere.' },
      { title: 'Manutenzione predittiva: così l\'IA tiene in funzione le linee di produzione', subtitle: 'Sensori e modelli di rilevamento delle anomalie intercettano i guasti prima che fermino una fabbrica.' },
    ],
    lead: 'I robot escono dalle gabbie: grazie a modelli che combinano visione, linguaggio e controllo del movimento, le macchine imparano a lavorare accanto alle persone e a gestire compiti troppo vari per essere programmati a mano.',
    sections: [
      {
        heading: 'Imparare dall\'esempio',
        paragraphs: [
          'I robot industriali tradizionali ripetono movimenti programmati al millimetro. La nuova generazione impara dagli esempi: una persona esegue un compito qualche volta e il robot generalizza a oggetti e posizioni nuove.',
          'Gli stessi modelli che descrivono le immagini a parole vengono estesi per produrre azioni, collegando ciò che il robot vede a ciò che deve fare subito dopo.',
        ],
        subsection: {
          heading: 'Perché proprio gli umanoidi?',
          paragraphs: [
            'Fabbriche, negozi e case sono pensati per corpi umani. Un robot con braccia, mani e gambe può in teoria usare gli stessi strumenti e gli stessi spazi senza costose modifiche.',
          ],
        },
      },
      {
        heading: 'Dove lavorano oggi i robot',
        paragraphs: [
          'La robotica industriale è un mercato maturo, con milioni di unità in funzione nel mondo secondo la federazione di settore. La crescita arriva ora da nuovi ambiti e dalle aziende più piccole.',
          'Gli umanoidi restano per lo più in fase pilota, ma i robot collaborativi sono già diffusi in officine che non potrebbero mai permettersi una linea completamente automatizzata.',
        ],
        list: [
          'Prelievo e imballaggio nei centri logistici.',
          'Asservimento macchine e controllo qualità in fabbrica.',
          'Trasporto di materiali in ospedali e laboratori.',
          'Assemblaggi ripetitivi accanto agli operai.',
        ],
      },
      {
        heading: 'Prima di tutto la sicurezza',
        paragraphs: [
          'Un robot che condivide lo spazio con le persone deve rallentare, fermarsi o cedere il passo quando qualcuno si avvicina. Le norme internazionali stabiliscono come progettare e collaudare questa collaborazione.',
          'I comportamenti appresi complicano la certificazione, perché gli ingegneri non possono elencare in anticipo ogni movimento che un modello potrebbe scegliere.',
        ],
        quote: {
          text: 'Un robot che funziona alla perfezione novantanove volte su cento è una demo; in linea di produzione serve molto di più.',
          source: 'Un ingegnere dell\'automazione di un\'azienda manifatturiera lombarda',
        },
      },
      {
        heading: 'I dati del reparto',
        paragraphs: [
          'L\'IA sta cambiando le fabbriche anche dove nessun robot si muove. Sensori di vibrazione, temperatura e rumore alimentano modelli che imparano com\'è il funzionamento normale e segnalano le deviazioni.',
          'Scoprire un cuscinetto usurato giorni prima che si rompa evita fermi non programmati che possono costare molto più della riparazione.',
        ],
        subsection: {
          heading: 'Piccole imprese, grandi vantaggi',
          paragraphs: [
            'Servizi cloud e sensori economici hanno abbassato la soglia d\'ingresso: la manutenzione predittiva non è più riservata ai grandi stabilimenti con un team di data scientist.',
          ],
        },
      },
      {
        heading: 'Che cosa significa per chi lavora',
        paragraphs: [
          'L\'automazione tende a sostituire singole mansioni più che interi mestieri, spostando le persone verso supervisione, manutenzione e soluzione dei problemi. La transizione è più morbida dove la formazione viene pianificata per tempo.',
          'La carenza di manodopera in molti distretti industriali è una delle ragioni per cui le aziende investono nei robot, trasformando l\'automazione da minaccia in un modo per non fermare la produzione.',
        ],
      },
    ],
    captions: [
      'I robot escono dalle celle recintate delle fabbriche per lavorare in spazi condivisi con le persone.',
      'I robot collaborativi sono progettati per lavorare in sicurezza accanto alle persone.',
    ],
  },

  vehicles: {
    keywords: ['veicoli autonomi', 'robotaxi', 'guida autonoma', 'simulazione', 'logistica'],
    headlines: [
      { title: 'I robotaxi di Kestrel arrivano in una seconda città europea', subtitle: 'Il servizio senza conducente partirà con un operatore di sicurezza a bordo e un\'area di servizio limitata.' },
      { title: 'I livelli di guida autonoma spiegati senza gergo tecnico', subtitle: 'Dal cruise control alle auto completamente senza conducente: che cosa significa ogni livello e a che punto è davvero il settore.' },
      { title: 'Simulazione: così le auto a guida autonoma imparano a gestire l\'imprevisto', subtitle: 'I mondi virtuali permettono di collaudare miliardi di chilometri di situazioni rare e pericolose.' },
      { title: 'Camion autonomi e robot di piazzale trasformano i poli logistici', subtitle: 'I veicoli senza conducente arrivano prima dove le strade sono private e i percorsi ripetitivi.' },
    ],
    lead: 'La guida autonoma è rimasta per anni dietro l\'angolo; oggi i taxi senza conducente trasportano passeggeri paganti in diverse città, mentre camion e navette autonome conquistano in silenzio porti, magazzini e piazzali industriali.',
    sections: [
      {
        heading: 'Come vede un\'auto a guida autonoma',
        paragraphs: [
          'Telecamere, radar e spesso lidar offrono al veicolo un\'immagine continua di ciò che lo circonda. I modelli riconoscono auto, ciclisti e pedoni e prevedono dove ciascuno andrà.',
          'Un sistema di pianificazione sceglie poi un percorso sicuro, rispettoso delle regole e confortevole, aggiornandolo molte volte al secondo.',
        ],
        subsection: {
          heading: 'La guida end-to-end',
          paragraphs: [
            'Alcuni sviluppatori addestrano ora un\'unica grande rete che passa direttamente dai dati dei sensori a sterzo e freni, invece di concatenare moduli separati. È più semplice, ma più difficile da spiegare.',
          ],
        },
      },
      {
        heading: 'I livelli di automazione',
        paragraphs: [
          'Gli ingegneri usano una scala a sei livelli definita da uno standard internazionale. La distinzione chiave è chi deve sorvegliare la strada: il conducente o il sistema.',
          'Gran parte delle auto vendute oggi si ferma al livello 2, in cui chi guida deve restare sempre attento.',
        ],
        list: [
          'Livelli da 0 a 2: assistenza come il mantenimento di corsia e il cruise control adattivo; il conducente resta responsabile.',
          'Livello 3: l\'auto guida da sola in condizioni specifiche ma può chiedere al conducente di riprendere il controllo.',
          'Livello 4: nessun conducente necessario all\'interno di un\'area definita, come un quartiere.',
          'Livello 5: guida ovunque potrebbe guidare una persona, obiettivo ancora lontano.',
        ],
      },
      {
        heading: 'Collaudi nei mondi virtuali',
        paragraphs: [
          'Eventi rari come un bambino che attraversa di corsa o un materasso che cade da un camion non si possono provare in sicurezza sulle strade pubbliche. La simulazione permette di ricrearli migliaia di volte con varianti.',
          'I modelli generativi producono ormai dati dei sensori realistici per questi scenari, riducendo la distanza tra simulazione e realtà.',
        ],
        quote: {
          text: 'L\'ultimo uno per cento delle situazioni richiede il novantanove per cento dello sforzo.',
          source: 'Un ingegnere della sicurezza che lavora sulla guida automatizzata',
        },
      },
      {
        heading: 'Le regole della strada',
        paragraphs: [
          'Le autorizzazioni per i veicoli senza conducente variano molto. Alcuni Paesi permettono servizi di livello 4 con permessi specifici, altri solo sperimentazioni con un autista di sicurezza.',
          'I regolamenti sui veicoli delle Nazioni Unite, adottati da molti Paesi, fissano requisiti comuni per il mantenimento automatico della corsia e altre funzioni, facilitando l\'omologazione oltre confine.',
        ],
        subsection: {
          heading: 'La fiducia del pubblico',
          paragraphs: [
            'Ogni incidente che coinvolge un\'auto senza conducente attira un\'attenzione ben superiore al suo peso statistico. Gli operatori pubblicano dati sulla sicurezza per dimostrare che i loro veicoli si scontrano meno spesso dei conducenti umani.',
          ],
        },
      },
      {
        heading: 'La logistica apre la strada',
        paragraphs: [
          'Porti, centri di distribuzione e miniere offrono ambienti controllati, percorsi ripetitivi e forti incentivi economici. Trattori, navette e motrici di piazzale autonome sono già la norma in alcuni di essi.',
          'In autostrada si moltiplicano le sperimentazioni di camion senza conducente tra poli logistici, con un operatore remoto pronto a intervenire quando serve.',
        ],
      },
    ],
    captions: [
      'I servizi senza conducente partono da aree piccole e mappate con cura prima di allargarsi.',
      'I sensori dei veicoli autonomi costruiscono un\'immagine continua della strada.',
    ],
  },

  'work-skills': {
    keywords: ['futuro del lavoro', 'produttività', 'competenze digitali', 'riqualificazione', 'IA a scuola'],
    headlines: [
      { title: 'Assistenti IA al lavoro: i guadagni di produttività sono reali ma diseguali', subtitle: 'Gli studi trovano i miglioramenti maggiori tra i lavoratori meno esperti e quelli minori tra gli esperti.' },
      { title: 'Quali mestieri sono più esposti all\'IA generativa, e che cosa significa davvero', subtitle: 'Esposizione non vuol dire sostituzione: la maggior parte dei ruoli cambierà un compito alla volta.' },
      { title: 'Riqualificazione su larga scala: le aziende lanciano corsi sull\'IA per i dipendenti', subtitle: 'L\'alfabetizzazione sull\'IA sta diventando una competenza di base, e in Europa è anche un obbligo di legge.' },
      { title: 'Le università riscrivono le regole degli esami nell\'era dei chatbot', subtitle: 'Esami orali, progetti seguiti in aula e regole trasparenti sull\'uso prendono il posto dei divieti totali.' },
    ],
    lead: 'L\'IA generativa sta arrivando negli uffici, nei call center e nelle aule più in fretta di quasi ogni tecnologia precedente, e i primi studi solidi cominciano a mostrare chi ne trae vantaggio, chi è più esposto e che cosa bisogna imparare.',
    sections: [
      {
        heading: 'Che cosa misurano gli studi',
        paragraphs: [
          'Esperimenti sul campo nell\'assistenza clienti, nello sviluppo software e nella consulenza hanno confrontato lavoratori con e senza assistente IA. Quasi tutti hanno riscontrato un lavoro più rapido e, in molti casi, di qualità migliore.',
          'I vantaggi più grandi sono andati ai nuovi assunti, che hanno usato l\'assistente per apprendere le pratiche dei colleghi più esperti.',
        ],
        subsection: {
          heading: 'Il paradosso dell\'esperto',
          paragraphs: [
            'I lavoratori esperti ne hanno tratto meno beneficio e talvolta hanno peggiorato i risultati affidandosi allo strumento fuori dal suo campo: un promemoria del fatto che sapere quando non fidarsi dell\'IA è anch\'essa una competenza.',
          ],
        },
      },
      {
        heading: 'Compiti, non mestieri',
        paragraphs: [
          'I ricercatori stimano l\'esposizione scomponendo le professioni in compiti e chiedendosi quali potrebbero essere accelerati da un modello linguistico. Una larga parte dei lavori contiene qualche compito esposto, ma pochi sono esposti del tutto.',
          'Nella pratica i ruoli vengono ridisegnati più che eliminati, almeno nel breve periodo.',
        ],
        list: [
          'Scrivere la prima bozza di email, relazioni e sintesi.',
          'Cercare e riassumere informazioni da molti documenti.',
          'Tradurre e adattare contenuti per pubblici diversi.',
          'Scrivere e revisionare codice software di routine.',
        ],
      },
      {
        heading: 'La formazione diventa indispensabile',
        paragraphs: [
          'Le aziende avviano corsi su come scrivere buone richieste, verificare i risultati e proteggere i dati riservati. Nell\'Unione europea l\'AI Act impone alle organizzazioni di garantire un livello adeguato di alfabetizzazione sull\'IA al personale che usa questi sistemi.',
          'I programmi più efficaci sono pratici e costruiti sul singolo mestiere, non lezioni generiche.',
        ],
        quote: {
          text: 'Abbiamo smesso di insegnare lo strumento e abbiamo cominciato a insegnare il giudizio: quando usarlo, come verificarlo e quando metterlo da parte.',
          source: 'La responsabile della formazione di una banca europea',
        },
      },
      {
        heading: 'Scuola e università si adeguano',
        paragraphs: [
          'Dopo una prima ondata di divieti, la maggior parte delle università consente gli strumenti di IA con regole chiare. Gli studenti devono dichiarare come li hanno usati e la valutazione si sposta su lavori che mostrano il ragionamento.',
          'Esami orali, progetti svolti in aula e compiti personalizzati tornano di moda perché sono più difficili da delegare.',
        ],
        subsection: {
          heading: 'Anche gli insegnanti vanno sostenuti',
          paragraphs: [
            'Le indagini mostrano che molti docenti si sentono impreparati. Le organizzazioni internazionali raccomandano di formare il personale e di fissare limiti d\'età e regole sulla protezione dei dati prima di portare gli strumenti in classe.',
          ],
        },
      },
      {
        heading: 'Chi ci guadagna e chi ci perde',
        paragraphs: [
          'Gli economisti avvertono che i guadagni di produttività non si traducono automaticamente in salari più alti. Come vengono divisi i benefici dipende da contrattazione, concorrenza e politiche pubbliche.',
          'I lavoratori con molti compiti esposti e senza accesso alla formazione corrono i rischi maggiori, il che fa dell\'apprendimento permanente una questione di equità oltre che di efficienza.',
        ],
      },
    ],
    captions: [
      'La formazione sugli strumenti di IA sta entrando nell\'aggiornamento professionale di tutti i giorni.',
      'Molte attività d\'ufficio partono ormai da una prima bozza scritta con l\'aiuto dell\'IA.',
    ],
  },

  'health-education': {
    keywords: ['IA in sanità', 'radiologia', 'IA medica', 'tutor digitali', 'alfabetizzazione sull\'IA'],
    headlines: [
      { title: 'IA in radiologia: da secondo lettore ad assistente per le priorità', subtitle: 'Gli algoritmi che segnalano gli esami urgenti accorciano i tempi di attesa negli ospedali che li hanno adottati.' },
      { title: 'I modelli linguistici clinici superano gli esami di medicina: sono pronti per i pazienti?', subtitle: 'Punteggi alti nei test nascondono domande aperte su sicurezza, responsabilità e prestazioni nel mondo reale.' },
      { title: 'Tutor IA in classe: i primi risultati delle sperimentazioni nelle scuole', subtitle: 'L\'esercitazione personalizzata aiuta molto alcuni studenti, ma gli insegnanti restano indispensabili perché funzioni.' },
      { title: 'Insegnare l\'intelligenza artificiale fin dalla scuola primaria', subtitle: 'I programmi scolastici cominciano a spiegare come funzionano gli algoritmi, dove sbagliano e come usarli in modo responsabile.' },
    ],
    lead: 'Sanità e istruzione sono due dei campi in cui l\'intelligenza artificiale promette i benefici maggiori e richiede la massima cautela, perché gli errori ricadono direttamente su pazienti e bambini.',
    sections: [
      {
        heading: 'Gli algoritmi in sala refertazione',
        paragraphs: [
          'La radiologia è stata tra le prime specialità mediche ad adottare l\'IA. Le autorità hanno autorizzato centinaia di algoritmi, la maggior parte per individuare anomalie in radiografie, TAC e risonanze.',
          'Il ruolo più utile finora è spesso lo smistamento: riordinare la coda in modo che gli esami con sospetta emorragia o frattura vengano letti per primi.',
        ],
        subsection: {
          heading: 'Un secondo paio d\'occhi',
          paragraphs: [
            'Nello screening mammografico diversi studi hanno provato l\'IA come secondo lettore accanto al radiologo. I risultati suggeriscono che può ridurre il carico di lavoro senza abbassare il tasso di diagnosi, se monitorata con attenzione.',
          ],
        },
      },
      {
        heading: 'Che cosa si aspettano i medici',
        paragraphs: [
          'I clinici sono aperti agli strumenti che fanno risparmiare tempo, ma diffidano delle scatole nere. Vogliono sapere come un sistema è stato validato e su quali pazienti.',
          'Le indagini indicano alcune condizioni ricorrenti perché ci sia fiducia.',
        ],
        list: [
          'Validazione sui dati dei pazienti locali, non solo su quelli dello sviluppatore.',
          'Spiegazioni chiare di che cosa il sistema segnala e perché.',
          'Integrazione nei programmi già in uso invece dell\'ennesimo schermo.',
          'Chiarezza su chi risponde se lo strumento sbaglia.',
        ],
      },
      {
        heading: 'I modelli linguistici in corsia',
        paragraphs: [
          'I grandi modelli linguistici ottengono ormai punteggi alti agli esami di abilitazione medica. Alcuni ospedali li usano per preparare bozze di lettere di dimissione o riassumere le cartelle cliniche per medici sempre di corsa.',
          'Superare un esame non significa esercitare la medicina: i modelli possono affermare errori con sicurezza, e le loro prestazioni sui casi reali variano molto.',
        ],
        quote: {
          text: 'Un esame misura le conoscenze; un reparto misura il giudizio nell\'incertezza, ed è molto più difficile da mettere alla prova.',
          source: 'Un medico ospedaliero che partecipa alla valutazione di strumenti di IA',
        },
      },
      {
        heading: 'Apprendimento personalizzato',
        paragraphs: [
          'I tutor basati sull\'IA adattano gli esercizi a ogni studente, danno un riscontro immediato e spiegano gli errori in modi diversi. I progetti pilota riportano miglioramenti, soprattutto per chi era rimasto indietro.',
          'L\'effetto dipende da come gli insegnanti integrano lo strumento: se sostituisce la lezione aiuta poco, se serve per esercitarsi di più può aiutare molto.',
        ],
        subsection: {
          heading: 'Capire come funziona l\'IA',
          paragraphs: [
            'Alcuni Paesi stanno inserendo l\'alfabetizzazione sull\'IA nei programmi scolastici: non la programmazione, ma sapere come i sistemi imparano dai dati, perché sbagliano e come mettere in discussione le loro risposte.',
          ],
        },
      },
      {
        heading: 'Tutele per i più fragili',
        paragraphs: [
          'I dati sanitari e quelli dei minori godono di una protezione speciale nel diritto europeo. Qualsiasi progetto di IA in questi ambiti richiede fin dal primo giorno una gestione dei dati molto attenta.',
          'L\'Organizzazione mondiale della sanità e l\'UNESCO hanno pubblicato linee guida che raccomandano supervisione umana, trasparenza e progettazione inclusiva, perché i benefici arrivino a tutti e non solo a chi è già ben servito.',
        ],
      },
    ],
    captions: [
      'Le sperimentazioni in ospedali e scuole si misurano sul lavoro dei professionisti che affiancano.',
      'Medici e insegnanti usano gli strumenti di IA soprattutto per ordinare, riassumere e preparare, non per decidere.',
    ],
  },
};
