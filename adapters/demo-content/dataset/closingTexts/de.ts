// German closings, one per article (article v of a topic ends with the
// topic's entry v): each returns to its own story, so no two articles end alike.
import type { ClosingTexts } from '../textTypes.ts';
import { closing } from './closing.ts';

export const DE_CLOSINGS: ClosingTexts = {
  'language-models': [
    closing('Was Aurora 3 noch beweisen muss', 'Lumen Labs hat eigene Werte veröffentlicht; entscheidend ist, wie sich Aurora 3 in unabhängigen Tests und in den Händen von Entwicklern schlägt, die für jede Antwort bezahlen. Wir berichten, sobald diese Ergebnisse vorliegen.'),
    closing('Langes Gedächtnis, genaues Lesen', 'Eine Million Token ist eine Kapazität, keine Garantie für Aufmerksamkeit. Solange Modelle nicht zuverlässig die eine entscheidende Klausel in tausend Seiten finden, muss ein Mensch prüfen, was sie zitieren.'),
    closing('Was für kleine Modelle spricht', 'Kleine Modelle werden die größten Systeme nicht ersetzen, aber sie machen KI zu einem Baustein, den Unternehmen selbst besitzen, betreiben und prüfen können. Für viele Firmen zählt das mehr als der nächste Rekord in einer Rangliste.'),
    closing('Wort für Wort, ein langer Weg', 'Zu wissen, wie ein Modell trainiert wird, erklärt nicht alles, was es kann, aber vieles von dem, was es falsch macht. Das sollte man im Kopf behalten, wenn ein Chatbot das nächste Mal sehr sicher klingt.'),
  ],
  multimodal: [
    closing('Vom Feld bis zur Ernte', 'Die Landwirte in den Pilotprojekten werden das System an einem einzigen Maßstab messen: weniger Ernteverluste für dasselbe Geld. Über die Kameras entscheiden die Erträge der nächsten Saison, nicht die Genauigkeitswerte.'),
    closing('Papierkram, automatisiert und geprüft', 'Einen Kassenbon zu lesen ist für eine Maschine inzwischen leicht; zu erkennen, dass sie ihn falsch gelesen hat, nicht. Unternehmen, die Ausnahmen einem Menschen überlassen, haben den Nutzen ohne die teuren Fehler.'),
    closing('Eine Minute Film, viele Fragen', 'Studios sehen günstigere Storyboards und Effekte; Schauspieler und Gewerkschaften sehen ihr Abbild auf dem Spiel. Regeln zu Einwilligung und Namensnennung werden diese Technik ebenso prägen wie ihre nächste Version.'),
    closing('Kennzeichen, die den Weg überstehen', 'Herkunftsnachweise funktionieren nur, wenn sie ein Bild von der Kamera bis zum Bildschirm begleiten. Ob Plattformen diese Angaben erhalten und anzeigen, entscheidet darüber, ob Leser sie je zu sehen bekommen.'),
  ],
  research: [
    closing('Aus eigenen Fehlern lernen', 'Selbstkorrektur wirkt vielversprechend bei Matheaufgaben mit überprüfbarer Lösung. Ob sie auch bei Fragen ohne eindeutige Antwort hilft, müssen die nächsten Studien zeigen.'),
    closing('Abruf ist kein Allheilmittel', 'Ein Modell mit einem Suchindex zu verbinden, macht seine Antworten leichter überprüfbar, aber nicht automatisch richtig. In einem Punkt sind sich die Studien einig: Die Qualität des Gefundenen bestimmt die Qualität des Geschriebenen.'),
    closing('Vom Vorhersagen zum Entwerfen', 'Ein entworfenes Protein bleibt eine Hypothese, bis ein Labor es hergestellt und seine Wirkung gemessen hat. Der Engpass wandert vom Rechner an die Laborbank, wo Experimente noch Wochen dauern.'),
    closing('Wer begutachtet die Gutachter?', 'Konferenzen erproben Obergrenzen für Einreichungen, gegenseitige Begutachtung und klarere Regeln für KI-Hilfe. Die nächste Einreichungsrunde wird zeigen, ob das Peer-Review mithalten kann.'),
  ],
  'evaluation-open': [
    closing('Nach der Obergrenze', 'Ein gesättigter Benchmark ist nicht nutzlos: Er wird zur Mindestmarke, die jedes ernsthafte Modell schaffen muss. Der eigentliche Vergleich findet inzwischen auf schwereren, neueren Tests statt, die aus den Trainingsdaten herausgehalten werden.'),
    closing('Aufgaben statt Quizfragen', 'Praxisnahe Bewertungen sind langsamer und teurer und schwerer auszutricksen. Setzen die Labore sie breit ein, sagen die Werte endlich etwas über die Arbeit aus, die erledigt werden soll.'),
    closing('Ein Abstand von Monaten', 'Offene Modelle geben Forschenden und kleineren Firmen etwas, das sie prüfen, anpassen und zu eigenen Bedingungen betreiben können. Wie lange der Abstand so klein bleibt, hängt davon ab, wer weiter seine Gewichte veröffentlicht.'),
    closing('Warum das Wort zählt', 'Eine gemeinsame Definition von Open-Source-KI gibt Käufern, Aufsichtsbehörden und Entwicklern denselben Maßstab. Gestritten wird weiter über die Trainingsdaten, den Teil, den die meisten Veröffentlichungen noch für sich behalten.'),
  ],
  'startups-bigtech': [
    closing('Nordlichts nächster Schritt', 'Das neue Geld verschafft Nordlicht Zeit, seine Agenten in echten Fabriken zu beweisen. Die ersten Großkunden und ob sie verlängern, werden mehr aussagen als die Höhe der Finanzierungsrunde.'),
    closing('Die Prüfung im zweiten Jahr', 'Junge KI-Firmen, die eine messbare Ersparnis verkaufen, verlängern ihre Verträge; wer Neugier verkauft hat, tut sich schwerer. Die nächsten Finanzierungsrunden werden die einen von den anderen trennen.'),
    closing('Beton, Stahl und Chips', 'Rechenzentren brauchen Jahre der Planung und Jahrzehnte, bis sie sich rechnen. Lässt die Nachfrage nach, werden diese Investitionen die Bilanzen belasten, lange nachdem die Ankündigungen vergessen sind.'),
    closing('Geschäfte unter der Lupe', 'Wettbewerbsbehörden prüfen, ob alte Fusionsregeln auf neuartige Geschäfte passen. Ihre ersten Entscheidungen werden der Branche zeigen, wie weit Partnerschaften und Abwerbungen gehen dürfen.'),
  ],
  chips: [
    closing('Effizienz auf dem Prüfstand', 'Die Verbrauchswerte von Ardent Silicon stammen aus eigenen Tests. Unabhängige Messungen unter realer Last und die ersten Kunden, die wechseln, werden entscheiden, ob der Chip einen Markt findet.'),
    closing('Futter für die Prozessoren', 'Speicherhersteller bauen ihre Produktion aus, doch neue Kapazität braucht Zeit. Bis dahin hängt die Geschwindigkeit von KI-Systemen ebenso davon ab, wie geschickt sie Daten bewegen, wie davon, wie schnell sie rechnen.'),
    closing('Europas langer Atem', 'Eine Chipindustrie aufzubauen dauert länger, als ein Förderprogramm meist läuft. Gemessen wird der Erfolg an Fabriken, die laufen, und Designs, die sich verkaufen, nicht an angekündigten Summen.'),
    closing('Strom vor Leistung', 'Für neue Rechenzentren wird der Netzanschluss zur knappen Ressource, nicht der Chip. Wo Betreiber sauberen, verlässlichen Strom finden, entscheidet mit darüber, wo KI gebaut wird.'),
  ],
  regulation: [
    closing('Pflichten in Etappen', 'Der AI Act gilt schrittweise, und jede Frist bringt neue Pflichten für andere Unternehmen. Wer seine Systeme jetzt erfasst, wird die späteren Etappen leichter bewältigen.'),
    closing('Ein Kodex, mit der Branche geschrieben', 'Der Verhaltenskodex ist freiwillig, doch ihn zu befolgen ist für Modellanbieter der einfachste Weg, Konformität zu zeigen. Es lohnt sich zu beobachten, welche Unternehmen unterzeichnen und welche nicht.'),
    closing('Konformität als Gewohnheit', 'Die Checkliste ist ein Anfang, keine einmalige Übung: Hochrisiko-Systeme müssen überwacht werden, solange sie im Einsatz sind. Gute Aufzeichnungen von Anfang an sind der günstigste Weg, die Regeln zu erfüllen.'),
    closing('Verschiedene Wege, gemeinsame Sorgen', 'Die Ansätze unterscheiden sich, die Sorgen sind fast überall dieselben: Sicherheit, Fairness und Verantwortlichkeit. Internationale Abstimmung wird entscheiden, ob Unternehmen einem Satz von Erwartungen gegenüberstehen oder vielen.'),
  ],
  'privacy-ethics': [
    closing('Das Recht auf Vergessenwerden, neu trainiert', 'Maschinelles Verlernen ist ein aktives Forschungsfeld, aber noch liefert keine Methode den Nachweis, den Aufsichtsbehörden verlangen. Bis dahin ist die sicherste Antwort, personenbezogene Daten gar nicht erst in Trainingsdaten gelangen zu lassen.'),
    closing('Aufsicht und Chatbots', 'Die laufenden Verfahren werden Erwartungen für jedes Unternehmen setzen, das Modelle mit personenbezogenen Daten trainiert. Klare Antworten zu Einwilligung und Widerspruch würden Nutzern wie Anbietern helfen.'),
    closing('Prüfungen, die etwas verändern', 'Ein Audit nützt nur, wenn seine Befunde zu Änderungen führen. Arbeitgeber, die ihre Werkzeuge regelmäßig testen und die Ergebnisse veröffentlichen, setzen den Maßstab, an dem andere gemessen werden.'),
    closing('Haftung für automatisierte Schäden', 'Neue Haftungsregeln sollen es Geschädigten erleichtern, Ersatz zu erhalten. Die Verantwortung liegt am Ende weiter bei denen, die sich entscheiden, solche Systeme einzusetzen.'),
  ],
  'humanoids-industrial': [
    closing('Von der Vorführung zum Einsatz', 'Aus wenigen Vorführungen zu lernen ist ein echter Fortschritt; es tausendmal am Tag sicher zu tun, ist der schwerere Schritt. Die ersten bezahlten Pilotprojekte von Helix werden zeigen, wie weit der Prototyp gekommen ist.'),
    closing('Das Urteil des Lagers', 'Lager werden Humanoide erst einsetzen, wenn sie bei Kosten und Zuverlässigkeit mit den Maschinen und Menschen mithalten, die schon dort arbeiten. Die laufenden Pilotprojekte liefern die Zahlen, die die Frage klären.'),
    closing('Automatisierung für kleinere Betriebe', 'Cobots, die gesprochene Anweisungen verstehen, senken die Kosten für kleine Serien und häufige Umstellungen. Für kleine Hersteller könnte das die erste Automatisierung sein, die sich selbst bezahlt.'),
    closing('Leise Gewinne in der Fabrik', 'Vorausschauende Wartung macht selten Schlagzeilen, denn ihre Erfolge sind Ausfälle, die nie passieren. Ihr Wert zeigt sich in weniger Stillständen und in Ersatzteilen, die bestellt sind, bevor sie gebraucht werden.'),
  ],
  vehicles: [
    closing('Eine zweite Stadt, eine größere Prüfung', 'Kestrels neuer Dienst wird an seiner Sicherheitsbilanz gemessen und daran, wie er mit dem Verkehr der Stadt zurechtkommt. Wann der Sicherheitsfahrer aussteigen darf, entscheiden die Behörden.'),
    closing('Die Stufen richtig lesen', 'Die Stufen sind eine nützliche Landkarte, doch das Marketing verwischt sie oft. Eine einfache Frage hilft: Wer ist in diesem Moment für das Fahren verantwortlich, das Auto oder der Mensch?'),
    closing('Simulierte Kilometer, echte Straßen', 'Simulation vervielfacht die seltenen Situationen, aus denen ein Auto lernen kann, doch sie ist nur so gut wie ihr Modell der Welt. Die letzte Prüfung bleibt die Fahrt auf echter Straße.'),
    closing('Zuerst die Logistik', 'Private Betriebshöfe und feste Routen lassen autonome Fahrzeuge Geld verdienen, bevor sie für jede Straße bereit sind. Was dort gelernt wird, prägt ihren Weg auf öffentliche Straßen.'),
  ],
  'work-skills': [
    closing('Gewinne, die geteilt werden wollen', 'Die Studien zeigen schnellere Arbeit, vor allem bei Berufseinsteigern. Wie diese Gewinne zwischen Arbeitgebern und Beschäftigten aufgeteilt werden, beantwortet die Technik nicht von selbst.'),
    closing('Betroffenheit, Aufgabe für Aufgabe', 'Die meisten Berufe werden sich Aufgabe für Aufgabe verändern, statt zu verschwinden. Wer weiß, welche seiner Aufgaben betroffen sind, kann sich am besten anpassen.'),
    closing('Schulungen, die bleiben', 'Kurze Kurse schaffen Bewusstsein; dauerhafte Fähigkeiten entstehen durch Übung an echter Arbeit. Unternehmen, die KI in den Arbeitsalltag einbauen, holen mehr aus ihrem Weiterbildungsbudget.'),
    closing('Prüfungen für eine neue Zeit', 'Hochschulen nähern sich Regeln an, die Verständnis prüfen, statt Werkzeuge zu verbieten. Ihre Erfahrungen werden Schulen helfen, die vor denselben Fragen stehen.'),
  ],
  'health-education': [
    closing('Schnellere Befunde, gleiche Verantwortung', 'Triage-Software verkürzt Wartelisten, doch den Befund unterschreibt weiter die Radiologin oder der Radiologe. Kliniken, die sie einsetzen, prüfen, ob schnellere Befundung auch bessere Ergebnisse für Patienten bedeutet.'),
    closing('Vom Prüfungsraum ans Krankenbett', 'Eine Prüfung zu bestehen ist für die Medizin eine niedrige Hürde. Klinische Studien mit echten Patienten und klare Regeln zur Verantwortung müssen kommen, bevor diese Modelle am Krankenbett beraten.'),
    closing('Tutoren, die Lehrkräfte stützen', 'Die Schulversuche legen nahe, dass KI-Tutoren am meisten helfen, wenn Lehrkräfte entscheiden, wie und wann sie eingesetzt werden. Schulen, die sie erwägen, sollten Fortbildung ebenso einplanen wie Software.'),
    closing('Kompetenz für die nächste Generation', 'Kindern zu zeigen, wie Algorithmen funktionieren, bereitet sie darauf vor, die Werkzeuge ihres Alltags zu hinterfragen. Die Herausforderung ist nun, genug Lehrkräfte auszubilden, die das gut vermitteln.'),
  ],
};
