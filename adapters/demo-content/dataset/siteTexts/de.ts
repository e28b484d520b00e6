// Die deutschen Texte rund um die Artikel: Kategorien, Schlussabschnitte,
// Mediennachweise, beliebte Suchen und statische Seiten.
import type { SiteTexts } from '../textTypes.ts';

export const DE_SITE: SiteTexts = {
  categories: {
    models: { name: 'Modelle', slug: 'modelle', description: 'Sprach-, Bild- und generative Modelle: wie sie entstehen, was sie können und wo sie scheitern.' },
    llm: { name: 'Sprachmodelle', slug: 'sprachmodelle', description: 'Chatbots, Schlussfolgern und die großen Sprachmodelle dahinter.' },
    vision: { name: 'Bildverarbeitung', slug: 'bildverarbeitung', description: 'Modelle, die sehen: Bilderkennung, Dokumentenanalyse und multimodale KI.' },
    generative: { name: 'Generative KI', slug: 'generative-ki', description: 'Bilder, Videos und Klänge aus der KI und wie man sie vom Echten unterscheidet.' },
    research: { name: 'Forschung', slug: 'forschung', description: 'Studien, Experimente und die Wissenschaft hinter der künstlichen Intelligenz.' },
    papers: { name: 'Fachartikel', slug: 'fachartikel', description: 'Die wichtigsten Studien, verständlich erklärt.' },
    benchmarks: { name: 'Benchmarks', slug: 'benchmarks-de', description: 'Wie KI-Systeme gemessen werden und was die Werte wirklich bedeuten.' },
    opensource: { name: 'Open Source', slug: 'open-source-de', description: 'Offene Modelle, Bibliotheken und die Gemeinschaften, die sie entwickeln.' },
    industry: { name: 'Wirtschaft', slug: 'wirtschaft', description: 'Unternehmen, Investitionen und die Infrastruktur der KI-Ökonomie.' },
    startups: { name: 'Start-ups', slug: 'start-ups', description: 'Junge Unternehmen, Finanzierungsrunden und neue Geschäftsmodelle.' },
    bigtech: { name: 'Big Tech', slug: 'big-tech-de', description: 'Die Strategien der großen Technologiekonzerne und die Deals, die den Markt prägen.' },
    chips: { name: 'Chips und Hardware', slug: 'chips-und-hardware', description: 'Prozessoren, Rechenzentren und die Energie, die KI antreibt.' },
    policy: { name: 'Regulierung', slug: 'regulierung', description: 'Gesetze, Rechte und die ethischen Fragen der künstlichen Intelligenz.' },
    laws: { name: 'Gesetze und Regeln', slug: 'gesetze-und-regeln', description: 'Der AI Act und die Regeln, die weltweit entstehen.' },
    privacy: { name: 'Datenschutz', slug: 'datenschutz', description: 'Persönliche Daten, Überwachung und die Rechte der Nutzer.' },
    ethics: { name: 'Ethik', slug: 'ethik', description: 'Verzerrungen, Verantwortung und die Werte in automatisierten Entscheidungen.' },
    robotics: { name: 'Robotik', slug: 'robotik', description: 'Roboter, Fahrzeuge und Maschinen, die in der physischen Welt handeln.' },
    humanoids: { name: 'Humanoide Roboter', slug: 'humanoide-roboter', description: 'Roboter in Menschengestalt, vom Laborprototyp bis zu ersten Pilotprojekten.' },
    industrial: { name: 'Industrieautomation', slug: 'industrieautomation', description: 'Fabriken, Lager und kollaborative Roboter.' },
    vehicles: { name: 'Autonome Fahrzeuge', slug: 'autonome-fahrzeuge', description: 'Robotaxis, fahrerlose Lkw und die Regeln der Straße.' },
    society: { name: 'Gesellschaft', slug: 'gesellschaft', description: 'Wie KI Arbeit, Schule, Gesundheit und Alltag verändert.' },
    work: { name: 'Arbeit', slug: 'arbeit', description: 'Jobs, Produktivität und die Fähigkeiten, die Menschen brauchen.' },
    education: { name: 'Bildung', slug: 'bildung', description: 'KI in Klassenzimmern und Hochschulen und das Lernen über KI selbst.' },
    health: { name: 'Gesundheit', slug: 'gesundheit', description: 'Medizin, Kliniken sowie Chancen und Grenzen klinischer KI.' },
  },
  closings: [
    {
      heading: 'Worauf es jetzt ankommt',
      paragraphs: [
        'Die kommenden Monate werden zeigen, ob die ersten Ergebnisse auch außerhalb kontrollierter Bedingungen Bestand haben. Unabhängige Prüfungen, Entscheidungen der Behörden und die Erfahrungen der ersten großen Kunden zählen mehr als jede Ankündigung.',
        'Wir bleiben an dem Thema dran und aktualisieren unsere Berichterstattung, sobald neue Daten vorliegen.',
      ],
    },
    {
      heading: 'Warum das wichtig ist',
      paragraphs: [
        'Entwicklungen wie diese bleiben selten eine Sache für Fachleute. Binnen ein, zwei Jahren tauchen sie in den Werkzeugen auf, die wir bei der Arbeit, in Behörden und auf dem Smartphone nutzen.',
        'Wer sie früh versteht, kann als Leserin, Unternehmen oder Politik die richtigen Fragen stellen, bevor andere die Entscheidungen treffen.',
      ],
    },
    {
      heading: 'Das große Ganze',
      paragraphs: [
        'Aus der Distanz betrachtet ist dies ein Baustein eines größeren Wandels: Künstliche Intelligenz entwickelt sich von beeindruckenden Vorführungen zu einer Infrastruktur, auf der anderes aufbaut.',
        'Dieser Übergang bringt weniger Spektakel und mehr Verantwortung, für die Entwickler solcher Systeme ebenso wie für jene, die über ihren Einsatz entscheiden.',
      ],
    },
    {
      heading: 'Das Wichtigste in Kürze',
      paragraphs: ['Für alle, die wenig Zeit haben, hier die zentralen Punkte.'],
      list: [
        'Die Technik entwickelt sich schnell, doch die Ergebnisse in der Praxis schwanken.',
        'Kosten, Regeln und Vertrauen entscheiden, wie schnell sie sich verbreitet.',
        'Unabhängige Prüfungen bleiben unverzichtbar, bevor man feste Schlüsse zieht.',
      ],
    },
    {
      heading: 'Was noch unklar ist',
      paragraphs: [
        'Mehrere Fragen sind offen: wie gut sich die Ergebnisse übertragen lassen, welche langfristigen Kosten entstehen und wer die Risiken trägt, wenn etwas schiefgeht.',
        'Diese Unsicherheiten sind kein Grund, die Fortschritte abzutun, wohl aber ein Grund, kühnen Versprechen mit gesunder Skepsis zu begegnen.',
      ],
    },
    {
      heading: 'Unsere Einschätzung',
      paragraphs: [
        'Die Fortschritte der KI sind real, ihre Grenzen auch. Am hilfreichsten ist weder Begeisterung noch Alarm, sondern der Blick auf die Belege.',
        'Wenn Sie in diesem Feld arbeiten oder davon betroffen sind, freuen wir uns über Ihre Erfahrungen: Sie helfen uns, die Geschichte besser zu erzählen.',
      ],
    },
  ],
  artAlt: {
    network: 'Abstrakte Illustration leuchtender Knoten, die wie ein neuronales Netz auf rosa Grund verbunden sind',
    orbits: 'Abstrakte Illustration konzentrischer Umlaufbahnen um einen leuchtend rosa Kern',
    grid: 'Abstrakte Illustration eines Mikrochips mit Leiterbahnen auf dunklem Grund',
    balance: 'Abstrakte Komposition durchscheinender Kreise und Quadrate im Gleichgewicht auf einer dünnen Linie',
    circuit: 'Abstrakte Illustration eines Roboterauges, umgeben von Schaltkreisbögen',
    waves: 'Abstrakte Illustration übereinanderliegender rosa Wellen mit kleinen Punkten darüber',
  },
  media: {
    sourceTitle: 'Grafikredaktion von Newsdesk',
    sourceDescription: 'Illustrationen und Animationen des Grafikteams von Newsdesk.',
    license: 'CC BY 4.0 Newsdesk',
    videoAlt: 'Animierter Farbverlauf in Rosa und Violett, das Video-Erkennungszeichen von Newsdesk',
    videoCaption: 'Das Erklärvideo von Newsdesk: die wichtigsten Punkte der Meldung in einer kurzen Animation.',
  },
  linkBlurbs: {
    paper: 'Die ursprüngliche wissenschaftliche Veröffentlichung mit Methoden und Ergebnissen.',
    report: 'Ein ausführlicher Bericht mit Daten, Grafiken und Analysen.',
    official: 'Die offizielle Seite mit Originaldokumenten und Aktualisierungen.',
    docs: 'Technische Dokumentation und Ressourcen für Entwickler.',
    news: 'Hintergründe und weiterführende Lektüre zum Thema.',
  },
  popularSearches: ['AI Act', 'Sprachmodelle', 'humanoide Roboter', 'Chips', 'Open Source', 'Datenschutz', 'autonome Fahrzeuge', 'Radiologie'],
  about: {
    title: 'Über uns',
    excerpt: 'Newsdesk ist eine mehrsprachige Redaktion zur künstlichen Intelligenz: Forschung, Wirtschaft, Regulierung und Folgen für die Gesellschaft.',
    content: [
      '<p>Newsdesk ist eine unabhängige Redaktion, die sich der künstlichen Intelligenz widmet. Jeden Tag erklären wir Forschung, Produkte, Gesetze und Debatten rund um eine Technik, die verändert, wie wir arbeiten, lernen und leben.</p>',
      '<h2 id="unsere-themen">Unsere Themen</h2>',
      '<p>Unsere Berichterstattung gliedert sich in sechs Ressorts: Modelle, Forschung, Wirtschaft, Regulierung, Robotik und Gesellschaft. Wir veröffentlichen auf Italienisch, Englisch, Französisch, Deutsch, Spanisch und Portugiesisch und schreiben jede Ausgabe für ihr Publikum, statt Wort für Wort zu übersetzen.</p>',
      '<h2 id="wie-wir-arbeiten">Wie wir arbeiten</h2>',
      '<p>Wo immer möglich, verlinken wir Primärquellen: wissenschaftliche Veröffentlichungen, offizielle Dokumente und Daten. Wenn wir eine Behauptung nicht überprüfen konnten, sagen wir das. Korrekturen erfolgen offen und mit Datum.</p>',
      '<p>Manche Illustrationen entstehen mithilfe von KI-Werkzeugen; ist ein Titelbild synthetisch, kennzeichnen wir es deutlich.</p>',
      '<h2 id="diese-ausgabe">Diese Ausgabe</h2>',
      '<p>Die Artikel, die Sie hier lesen, sind Demonstrationsinhalte. Die in den Überschriften genannten Firmen und Produkte sind erfunden, die am Ende jedes Artikels verlinkten Quellen dagegen echte Veröffentlichungen.</p>',
      '<h2 id="kontakt">Kontakt</h2>',
      '<p>Hinweise, Korrekturen und Rückmeldungen sind jederzeit willkommen. Unsere Kontaktadresse finden Sie am Ende jeder Seite.</p>',
    ].join('\n'),
  },
  terms: {
    title: 'Geschäftsbedingungen',
    excerpt: 'Die Bedingungen für die Nutzung der Website Newsdesk und ihrer Inhalte.',
    content: [
      '<p>Diese Bedingungen regeln die Nutzung der Website Newsdesk. Mit dem Besuch der Website erkennen Sie sie an; wenn Sie nicht einverstanden sind, nutzen Sie die Website bitte nicht.</p>',
      '<h2 id="nutzung-der-inhalte">Nutzung der Inhalte</h2>',
      '<p>Artikel, Illustrationen und Videos sind urheberrechtlich geschützt. Sie dürfen Links und kurze Zitate mit Quellenangabe teilen. Jede weitere Vervielfältigung bedarf unserer schriftlichen Zustimmung.</p>',
      '<h2 id="keine-beratung">Keine Beratung</h2>',
      '<p>Unsere Inhalte dienen ausschließlich der Information. Sie stellen keine rechtliche, finanzielle, medizinische oder technische Beratung dar und ersetzen nicht den Rat einer Fachperson.</p>',
      '<h2 id="externe-links">Externe Links</h2>',
      '<p>Artikel verweisen zu Informationszwecken auf Websites Dritter. Für deren Inhalte, Verfügbarkeit und Datenschutzpraxis übernehmen wir keine Verantwortung.</p>',
      '<h2 id="bewertungen">Bewertungen</h2>',
      '<p>Leserinnen und Leser können Artikel anonym bewerten. Die Bewertungen werden zusammengefasst und nur genutzt, um zu verstehen, welche Inhalte am hilfreichsten sind.</p>',
      '<h2 id="aenderungen">Änderungen</h2>',
      '<p>Wir können diese Bedingungen von Zeit zu Zeit aktualisieren. Maßgeblich ist die auf dieser Seite veröffentlichte Fassung.</p>',
    ].join('\n'),
  },
};
