// Italian closings, one per article (article v of a topic ends with the
// topic's entry v): each returns to its own story, so no two articles end alike.
import type { ClosingTexts } from '../textTypes.ts';
import { closing } from './closing.ts';

export const IT_CLOSINGS: ClosingTexts = {
  'language-models': [
    closing("Che cosa deve ancora dimostrare Aurora 3", "Lumen Labs ha pubblicato i propri punteggi; la prova che conta sarà il comportamento di Aurora 3 nelle valutazioni indipendenti e nelle mani degli sviluppatori che pagano ogni risposta. Ne daremo conto quando i risultati arriveranno."),
    closing("Memoria lunga, lettura attenta", "Un milione di token è una capacità, non una garanzia di attenzione. Finché i modelli non troveranno con certezza l'unica clausola che conta in mille pagine, un lettore umano dovrà ancora verificare ciò che citano."),
    closing("Le ragioni del piccolo", "I modelli piccoli non sostituiranno i sistemi più grandi, ma stanno trasformando l'IA in un componente che le aziende possono possedere, gestire e verificare da sole. Per molte imprese potrebbe contare più del prossimo record in classifica."),
    closing("Una parola alla volta, una strada lunga", "Sapere come si addestra un modello non spiega tutto ciò che sa fare, ma spiega molto di ciò che sbaglia. È la cosa più utile da ricordare la prossima volta che un chatbot sembra sicuro di sé."),
  ],
  multimodal: [
    closing("Dal campo al raccolto", "Gli agricoltori coinvolti giudicheranno il sistema con un solo metro: meno raccolto perso a parità di spesa. Saranno le rese della prossima stagione, più dei punteggi di accuratezza, a decidere se le telecamere resteranno."),
    closing("Pratiche automatizzate, ma controllate", "Per una macchina leggere uno scontrino ormai è facile; accorgersi di averlo letto male no. Le aziende che affidano le eccezioni a una persona ottengono i vantaggi senza gli errori costosi."),
    closing("Un minuto di film, molte domande", "Gli studi vedono storyboard ed effetti più economici; attori e sindacati vedono in gioco la propria immagine. Le regole su consenso e crediti plasmeranno questa tecnologia quanto la sua prossima versione."),
    closing("Etichette che reggono il viaggio", "La provenienza funziona solo se accompagna un'immagine dalla fotocamera allo schermo. Sarà la scelta delle piattaforme di conservare e mostrare quelle credenziali a decidere se i lettori le vedranno mai."),
  ],
  research: [
    closing("Imparare dai propri errori", "L'autocorrezione è promettente sui problemi di matematica con una risposta verificabile. Resta da dimostrare, nei prossimi articoli, che funzioni anche sulle domande che una risposta certa non ce l'hanno."),
    closing("Il recupero non è una panacea", "Collegare un modello a un indice di ricerca rende le sue risposte più facili da verificare, non automaticamente giuste. Gli studi concordano su un punto: la qualità di ciò che viene recuperato decide la qualità di ciò che viene scritto."),
    closing("Dal prevedere al progettare", "Una proteina progettata resta un'ipotesi finché un laboratorio non l'ha prodotta e ne ha misurato il comportamento. Il collo di bottiglia si sposta dai computer al bancone, dove gli esperimenti richiedono ancora settimane."),
    closing("Chi revisiona i revisori", "Le conferenze sperimentano tetti alle proposte, revisioni reciproche e regole più chiare sull'uso dell'IA. Il prossimo ciclo di invii dirà se la revisione tra pari riesce a tenere il passo."),
  ],
  'evaluation-open': [
    closing("Dopo il soffitto", "Un benchmark saturo non è inutile: diventa la soglia minima che ogni modello serio deve superare. Il confronto vero si è spostato su test più difficili e più recenti, tenuti fuori dai dati di addestramento."),
    closing("Compiti, non quiz", "Le valutazioni sul mondo reale sono più lente e costose da condurre, e più difficili da aggirare. Se i laboratori le adotteranno su larga scala, i punteggi diranno finalmente qualcosa sul lavoro che si vuole fare."),
    closing("Un distacco che si misura in mesi", "I modelli a pesi aperti offrono a ricercatori e piccole aziende qualcosa da esaminare, adattare e far girare alle proprie condizioni. Quanto resterà stretto il distacco dipende da chi continuerà a pubblicare i pesi."),
    closing("Perché la parola conta", "Una definizione condivisa di IA open source dà ad acquirenti, autorità e sviluppatori lo stesso metro. Il dibattito continuerà sui dati di addestramento, la parte che la maggior parte dei rilasci tiene ancora per sé."),
  ],
  'startups-bigtech': [
    closing("Il prossimo passo di Nordlicht", "I nuovi fondi danno a Nordlicht il tempo di dimostrare i suoi agenti nelle fabbriche vere. I primi grandi clienti, e il fatto che rinnovino o no, diranno più dell'entità del round."),
    closing("L'esame del secondo anno", "Le giovani aziende di IA che vendono un risparmio misurabile rinnovano i contratti; quelle che hanno venduto curiosità faticano di più. I prossimi round di finanziamento separeranno gli uni dagli altri."),
    closing("Cemento, acciaio e chip", "I data center richiedono anni di progettazione e decenni per ripagarsi. Se la domanda rallenta, questi investimenti peseranno sui bilanci a lungo dopo che gli annunci saranno dimenticati."),
    closing("Accordi sotto la lente", "Le autorità della concorrenza verificano se le vecchie regole sulle fusioni si adattano a accordi di tipo nuovo. Le loro prime decisioni diranno al settore fin dove possono spingersi partnership e assunzioni."),
  ],
  chips: [
    closing("L'efficienza alla prova", "I dati sui consumi di Ardent Silicon vengono dai suoi test interni. Misure indipendenti su carichi reali, e i primi clienti disposti a cambiare, decideranno se il chip troverà un mercato."),
    closing("Nutrire i processori", "I produttori di memorie stanno ampliando la produzione, ma la nuova capacità richiede tempo. Fino ad allora la velocità dei sistemi di IA dipenderà da quanto abilmente spostano i dati, oltre che da quanto velocemente calcolano."),
    closing("La lunga partita dell'Europa", "Costruire un'industria dei chip richiede più tempo di quanto duri di solito un programma di finanziamento. Il successo si misurerà in fabbriche che funzionano e progetti che si vendono, non nelle somme annunciate."),
    closing("L'energia prima delle prestazioni", "Per i nuovi data center la risorsa scarsa sta diventando l'allacciamento alla rete, non i chip. Dove gli operatori troveranno energia pulita e affidabile deciderà dove si costruirà l'IA."),
  ],
  regulation: [
    closing("Obblighi che arrivano a tappe", "L'AI Act si applica per fasi, e ogni scadenza porta nuovi doveri per aziende diverse. Chi mappa oggi i propri sistemi troverà più facili le fasi successive."),
    closing("Un codice scritto con l'industria", "Il codice di buone pratiche è volontario, ma seguirlo è il modo più semplice per i fornitori di modelli di dimostrare la conformità. Varrà la pena osservare quali aziende aderiranno e quali no."),
    closing("La conformità come abitudine", "La checklist è un punto di partenza, non un esercizio da fare una volta: i sistemi ad alto rischio vanno monitorati per tutto il tempo in cui sono in uso. Una buona documentazione tenuta fin dall'inizio è il modo più economico di essere in regola."),
    closing("Strade diverse, preoccupazioni comuni", "Gli approcci cambiano, ma i timori sono quasi ovunque gli stessi: sicurezza, equità e responsabilità. Il coordinamento internazionale deciderà se le aziende dovranno rispondere a un solo insieme di aspettative o a molti."),
  ],
  'privacy-ethics': [
    closing("Il diritto all'oblio, riaddestrato", "Il disapprendimento automatico è un campo di ricerca attivo, ma nessun metodo offre ancora alle autorità le prove che chiedono. Finché non ci sarà, la risposta più sicura è tenere i dati personali fuori dagli insiemi di addestramento fin dall'inizio."),
    closing("Le autorità e i chatbot", "Le istruttorie in corso fisseranno le aspettative per ogni azienda che addestra modelli su dati personali. Risposte chiare su consenso e opposizione aiuterebbero utenti e fornitori allo stesso modo."),
    closing("Verifiche che cambiano le pratiche", "Una verifica serve solo se i suoi risultati portano a cambiamenti. I datori di lavoro che testano regolarmente i propri strumenti, e pubblicano ciò che trovano, stanno fissando lo standard con cui gli altri saranno misurati."),
    closing("Rispondere dei danni automatizzati", "Le nuove regole sulla responsabilità mirano a rendere più facile il risarcimento per chi subisce un danno dall'IA. La responsabilità, alla fine, resta di chi sceglie di mettere in funzione questi sistemi."),
  ],
  'humanoids-industrial': [
    closing("Dalla dimostrazione all'impiego", "Imparare da poche dimostrazioni è un vero progresso; farlo in sicurezza migliaia di volte al giorno è il passo più difficile. I primi progetti pilota a pagamento di Helix diranno quanta strada ha fatto il prototipo."),
    closing("Il verdetto del magazzino", "I magazzini adotteranno gli umanoidi solo quando eguaglieranno costi e affidabilità delle macchine e delle persone già presenti. I progetti pilota in corso produrranno i numeri che chiuderanno la questione."),
    closing("Automazione per le piccole imprese", "I cobot che accettano istruzioni a voce abbassano il costo di automatizzare piccoli lotti e cambi frequenti. Per le piccole manifatture potrebbe essere la prima automazione che si ripaga da sola."),
    closing("Guadagni silenziosi in fabbrica", "La manutenzione predittiva fa raramente notizia, perché i suoi successi sono guasti che non avvengono. Il suo valore si vede in meno fermi e in ricambi ordinati prima che servano."),
  ],
  vehicles: [
    closing("Una seconda città, una prova più grande", "Il nuovo servizio di Kestrel sarà giudicato sulla sua sicurezza e su come affronterà il traffico della città. Saranno le autorità a decidere quando l'operatore di sicurezza potrà scendere."),
    closing("Leggere i livelli", "I livelli sono una mappa utile, ma il marketing spesso li confonde. Una domanda semplice aiuta: in questo momento chi è responsabile della guida, l'auto o la persona?"),
    closing("Chilometri simulati, strade vere", "La simulazione moltiplica le situazioni rare da cui un'auto può imparare, ma vale quanto il suo modello del mondo. I test su strada restano la verifica finale."),
    closing("Prima la logistica", "Piazzali privati e percorsi fissi permettono ai veicoli autonomi di guadagnare prima di essere pronti per ogni strada. Le lezioni apprese lì guideranno il loro arrivo sulle strade pubbliche."),
  ],
  'work-skills': [
    closing("Guadagni da condividere", "Gli studi indicano un lavoro più rapido, soprattutto per chi è alle prime armi. Come dividere questi guadagni tra aziende e dipendenti è una domanda a cui la tecnologia non risponderà da sola."),
    closing("Esposizione, un compito alla volta", "La maggior parte dei mestieri cambierà un compito alla volta invece di sparire. Chi sa quali dei propri compiti sono toccati sarà nella posizione migliore per adattarsi."),
    closing("Una formazione che resta", "I corsi brevi creano consapevolezza; le competenze durature nascono dalla pratica sul lavoro vero. Le aziende che integrano l'IA nelle attività quotidiane otterranno di più dai loro budget di formazione."),
    closing("Esami per una nuova epoca", "Le università convergono su regole che valutano la comprensione invece di vietare gli strumenti. La loro esperienza guiderà le scuole alle prese con le stesse domande."),
  ],
  'health-education': [
    closing("Referti più rapidi, stessa responsabilità", "Il software di triage accorcia le liste d'attesa, ma il referto lo firma sempre il radiologo. Gli ospedali che lo adottano verificano se letture più rapide significano anche esiti migliori per i pazienti."),
    closing("Dall'esame alla corsia", "Superare un esame è un traguardo modesto per la medicina. Sperimentazioni cliniche con pazienti veri, e regole chiare su chi risponde, devono venire prima che questi modelli diano consigli al letto del malato."),
    closing("Tutor che sostengono gli insegnanti", "Le sperimentazioni indicano che i tutor IA aiutano di più quando sono gli insegnanti a decidere come e quando usarli. Le scuole che li valutano dovrebbero pianificare la formazione quanto il software."),
    closing("Un'alfabetizzazione per la prossima generazione", "Insegnare ai bambini come funzionano gli algoritmi li prepara a interrogare gli strumenti che useranno ogni giorno. La sfida ora è formare abbastanza insegnanti per farlo bene."),
  ],
};
