// Die deutschen Artikel der Demo-Redaktion. Firmen und Produkte in den
// Überschriften sind erfunden, die Quellen (outboundSources.ts) echt. Die
// Abschnitte 0 und 3 jedes Themas haben ein h3, 1 eine Liste, 2 ein Zitat.
import type { ArticleTexts } from '../textTypes.ts';

export const DE_ARTICLES: ArticleTexts = {
  'language-models': {
    keywords: ['Sprachmodelle', 'LLM', 'Schlussfolgern', 'Training', 'Token'],
    headlines: [
      { title: 'Lumen Labs stellt Aurora 3 vor, ein Sprachmodell, das mit weniger Schritten schlussfolgert', subtitle: 'Das neue Modell setzt weniger auf schiere Größe als auf ein klügeres Trainingsrezept, und erste Tests sehen es gleichauf mit deutlich größeren Systemen.' },
      { title: 'Kontextfenster mit einer Million Token verändern, wie wir Chatbots nutzen', subtitle: 'Ganze Codebasen oder Aktenarchive in einer einzigen Anfrage zu verarbeiten, ist inzwischen Alltag; schwierig ist, dass das Modell den Text auch wirklich nutzt.' },
      { title: 'Kleine Sprachmodelle erobern leise die Unternehmen', subtitle: 'Kompakte Modelle, die auf einem Laptop oder Smartphone laufen, sind günstiger, schneller und leichter zu kontrollieren.' },
      { title: 'Was ein Sprachmodell beim Training wirklich lernt, einfach erklärt', subtitle: 'Das nächste Wort vorherzusagen klingt banal, doch die Fähigkeiten, die daraus entstehen, sind es keineswegs.' },
    ],
    lead: 'Hinter jedem Chatbot steckt ein Sprachmodell, das mit riesigen Textmengen trainiert wurde, und die Art, wie solche Systeme gebaut werden, ändert sich rasant: weniger rohe Rechenkraft, sorgfältiger ausgewählte Daten und ein klügerer Einsatz von Rechenleistung in dem Moment, in dem das Modell antwortet.',
    sections: [
      {
        heading: 'Von größer zu klüger',
        paragraphs: [
          'Jahrelang folgte der Fortschritt einer einfachen Regel: mehr Parameter, mehr Daten, mehr Rechenleistung. Sogenannte Skalierungsgesetze beschrieben diesen Zusammenhang erstaunlich genau und brachten die Labore dazu, immer größere Systeme zu bauen.',
          'Heute ist das Bild differenzierter. Forschende haben gezeigt, dass viele Modelle für ihre Größe zu wenig trainiert waren und dass ein kleineres Netz mit besser ausgewählten Daten ein riesiges zu einem Bruchteil der Kosten erreichen kann.',
        ],
        subsection: {
          heading: 'Erst denken, dann antworten',
          paragraphs: [
            'Der neueste Trick besteht darin, mehr Rechenzeit aufzuwenden, wenn die Frage eintrifft. Statt sofort zu antworten, schreibt das Modell Zwischenschritte auf, prüft sie und legt sich erst dann fest. Das hilft vor allem bei Mathematik, Programmierung und Planung.',
          ],
        },
      },
      {
        heading: 'Was sich für Nutzer ändert',
        paragraphs: [
          'Für alle, die diese Werkzeuge täglich verwenden, sind die Veränderungen greifbar: Antworten mit sichtbarem Lösungsweg, lange Dokumente in einem Durchgang und sinkende Kosten pro Anfrage.',
          'Es gibt auch Kehrseiten. Längeres Nachdenken bedeutet langsamere Antworten, und die angezeigten Schritte geben nicht immer getreu wieder, wie das Modell zu seinem Ergebnis kam.',
        ],
        list: [
          'Mehr Kontext: ganze Berichte, Verträge oder Softwareprojekte in einer Anfrage.',
          'Niedrigere Preise: Bei gleicher Qualität sind die Kosten in zwei Jahren drastisch gefallen.',
          'Werkzeugnutzung: Modelle, die selbstständig einen Rechner, eine Suchmaschine oder eine Datenbank abfragen.',
          'Lokaler Betrieb: kompakte Varianten, die ohne Datenübertragung in die Cloud laufen.',
        ],
      },
      {
        heading: 'Die Debatte in der Forschung',
        paragraphs: [
          'Nicht alle sind überzeugt, dass bessere Testergebnisse tieferes Verständnis bedeuten. Kritiker weisen darauf hin, dass Modelle noch immer elementare Fehler machen, sobald ein bekanntes Problem ungewohnt formuliert wird.',
          'Befürworter entgegnen, das gelte auch für Menschen. Die sinnvolle Frage sei nicht, ob ein Modell versteht, sondern ob es für eine bestimmte Aufgabe zuverlässig genug ist.',
        ],
        quote: {
          text: 'Wir haben viel schneller gelernt zu messen, was diese Modelle können, als zu erklären, warum sie es können.',
          source: 'Eine Forscherin für maschinelles Lernen an einer deutschen Universität',
        },
      },
      {
        heading: 'Daten, die knappe Zutat',
        paragraphs: [
          'Hochwertiger Text im offenen Netz ist endlich, und die größten Trainingsläufe stoßen an diese Grenze. Die Labore greifen auf lizenzierte Archive, transkribierte Audioaufnahmen und synthetische Daten anderer Modelle zurück.',
          'Synthetische Daten sind mächtig, aber riskant: Ein Modell, das zu stark mit eigenen Erzeugnissen trainiert wird, kann an Vielfalt verlieren und seine Fehler über Generationen verstärken.',
        ],
        subsection: {
          heading: 'Qualität vor Menge',
          paragraphs: [
            'Das Filtern ist zu einer eigenen Disziplin geworden. Dubletten, Spam und minderwertige Seiten zu entfernen, verbessert ein Modell oft stärker, als Milliarden zusätzlicher Wörter hinzuzufügen.',
          ],
        },
      },
      {
        heading: 'Offene Fragen',
        paragraphs: [
          'Energieverbrauch, Urheberrecht und die Konzentration von Rechenleistung bei wenigen Unternehmen bleiben ungelöst. Jede neue Modellgeneration macht diese Fragen dringlicher.',
          'Klar scheint: Die Zeit, in der man Modelle einfach nur größer machte, weicht einer vielfältigeren Landschaft, in der Effizienz und Spezialisierung so viel zählen wie Größe.',
        ],
      },
    ],
    captions: [
      'Jede Antwort eines Chatbots wird Wort für Wort berechnet, auf Servern, die Tag und Nacht laufen.',
      'Sprachmodelle verwandeln Text in Zahlenfolgen, bevor sie vorhersagen, was als Nächstes kommt.',
    ],
  },

  multimodal: {
    keywords: ['Computer Vision', 'multimodale KI', 'Bildgenerierung', 'Videogenerierung', 'Diffusionsmodelle'],
    headlines: [
      { title: 'Drohnen und Kameras erkennen Pflanzenkrankheiten, bevor Landwirte sie sehen', subtitle: 'Bildmodelle, die mit Millionen Blattaufnahmen trainiert wurden, helfen, Tage vor dem sichtbaren Ausbruch einer Krankheit zu handeln.' },
      { title: 'Multimodale Modelle lesen jetzt Diagramme, Kassenbons und handschriftliche Notizen', subtitle: 'Systeme, die Bild und Sprache verbinden, machen aus unordentlichen Dokumenten erstaunlich präzise strukturierte Daten.' },
      { title: 'Videogenerierung macht einen Sprung: einminütige Clips mit stimmigen Figuren', subtitle: 'Die neuesten Diffusionsmodelle halten Gesichter, Licht und Bewegung über Schnitte hinweg konsistent, was Studios neue Möglichkeiten eröffnet und neue Fragen aufwirft.' },
      { title: 'Unsichtbare Wasserzeichen und Herkunftsnachweise: der Wettlauf um die Kennzeichnung von KI-Bildern', subtitle: 'Standards für die Herkunft von Inhalten verbreiten sich in Kameras, Bildbearbeitung und Plattformen, doch Metadaten lassen sich leicht entfernen.' },
    ],
    lead: 'Künstliche Intelligenz arbeitet längst nicht mehr nur mit Wörtern: Dieselben Modelle betrachten Fotos, lesen Dokumente, analysieren Videos und erzeugen eigene Bilder, wodurch die Grenze zwischen dem Verstehen und dem Herstellen eines Bildes verschwimmt.',
    sections: [
      {
        heading: 'Sehen wie ein Modell',
        paragraphs: [
          'Moderne Bildverarbeitungssysteme zerlegen ein Bild in kleine Kacheln und verarbeiten sie ähnlich wie ein Sprachmodell Wörter. Trainiert mit riesigen Sammlungen beschrifteter Fotos, lernen sie, das Gesehene mit menschlichen Beschreibungen zu verknüpfen.',
          'Diese Verbindung von Bild und Text macht sie vielseitig: Dasselbe Modell kann ein Foto einordnen, Fragen dazu beantworten oder ähnliche Bilder in einem Archiv finden.',
        ],
        subsection: {
          heading: 'Vom Labor aufs Feld',
          paragraphs: [
            'Landwirtschaft, Qualitätskontrolle und medizinische Bildgebung gehörten zu den ersten Anwendern. Eine Kamera an einer Drohne oder einem Fließband erkennt mit einem gut trainierten Modell Mängel oder Krankheiten, die einem müden Auge entgehen.',
          ],
        },
      },
      {
        heading: 'Was multimodale Modelle heute können',
        paragraphs: [
          'Am deutlichsten zeigt sich der Nutzen im Papierkram des Alltags. Rechnungen, Formulare und Screenshots, die früher abgetippt werden mussten, werden heute automatisch gelesen und zusammengefasst.',
          'Die Genauigkeit ist hoch, aber nicht perfekt. Deshalb lassen die meisten Unternehmen alles mit rechtlichen oder finanziellen Folgen noch von einem Menschen prüfen.',
        ],
        list: [
          'Tabellen und Diagramme lesen und den Trend erklären.',
          'Beträge, Daten und Namen aus Belegen und Rechnungen herausziehen.',
          'Fotos für blinde und sehbehinderte Menschen beschreiben.',
          'Zwei Versionen einer technischen Zeichnung vergleichen und die Unterschiede auflisten.',
        ],
      },
      {
        heading: 'Bilder und Videos erschaffen',
        paragraphs: [
          'Generative Modelle arbeiten in umgekehrter Richtung. Diffusionsmodelle beginnen mit zufälligem Rauschen und verfeinern es Schritt für Schritt, bis ein Bild entsteht, das zur Textbeschreibung passt.',
          'Beim Video kommt die Zeit hinzu und damit die Herausforderung, Figuren, Gegenstände und Licht von Bild zu Bild stimmig zu halten. Die neuesten Systeme kommen dem nahe.',
        ],
        quote: {
          text: 'Die Frage ist nicht mehr, ob ein generierter Clip echt aussieht, sondern ob irgendjemand sagen kann, wie er entstanden ist.',
          source: 'Ein VFX-Supervisor, der generative Werkzeuge testet',
        },
      },
      {
        heading: 'Echt oder synthetisch?',
        paragraphs: [
          'Seit generierte Bilder nicht mehr von Fotos zu unterscheiden sind, rückt die Herkunft in den Mittelpunkt. Branchenstandards hängen einer Datei signierte Angaben darüber an, woher sie stammt und wie sie bearbeitet wurde.',
          'Unsichtbare Wasserzeichen in den Pixeln sind eine zweite Verteidigungslinie, doch beide Verfahren lassen sich durch Screenshots, Zuschneiden oder einfaches Neukodieren aushebeln.',
        ],
        subsection: {
          heading: 'Warum Kennzeichnung nicht genügt',
          paragraphs: [
            'Fachleute warnen, dass Kennzeichnungen nur wirken, wenn Plattformen sie anzeigen und das Publikum ihnen vertraut. Medienkompetenz bleibt so wichtig wie jede technische Lösung.',
          ],
        },
      },
      {
        heading: 'Rechte und Verantwortung',
        paragraphs: [
          'Künstlerinnen und Fotografen wehren sich dagegen, dass ihre Werke zum Training von Bildgeneratoren verwendet werden, und Gerichte in mehreren Ländern prüfen, wie das Urheberrecht anzuwenden ist.',
          'Währenddessen schreiben Studios, Werbeagenturen und Redaktionen eigene Regeln dafür, wann synthetische Bilder verwendet werden dürfen und wie sie dem Publikum gegenüber offengelegt werden.',
        ],
      },
    ],
    captions: [
      'Bildmodelle lernen aus Bildern, die mit den Worten verknüpft sind, mit denen Menschen sie beschreiben.',
      'Generative Modelle bauen ein Bild Schritt für Schritt aus zufälligem Rauschen auf.',
    ],
  },

  research: {
    keywords: ['KI-Forschung', 'Fachartikel', 'bestärkendes Lernen', 'Retrieval', 'KI in der Wissenschaft'],
    headlines: [
      { title: 'Neue Trainingsmethode lässt Modelle aus eigenen Fehlern lernen', subtitle: 'Forschende beschreiben eine Selbstkorrekturschleife, die mathematisches Schlussfolgern verbessert, ohne zusätzliche von Hand annotierte Daten.' },
      { title: 'Retrieval-Augmented Generation zwei Jahre später: Was die Forschung sagt', subtitle: 'Die Anbindung an einen Suchindex verringert erfundene Antworten, doch neue Studien zeigen, wo das Verfahren noch scheitert.' },
      { title: 'KI für die Wissenschaft: Modelle, die Proteinstrukturen vorhersagten, entwerfen jetzt neue', subtitle: 'Von der Strukturvorhersage bis zum generativen Design verändert maschinelles Lernen die Arbeit in biologischen Laboren.' },
      { title: 'Peer-Review unter Druck: Konferenzen ächzen unter der Flut von KI-Papern', subtitle: 'Die Einreichungen bei den großen Konferenzen für maschinelles Lernen brechen Rekord um Rekord, die Gutachter sind am Limit.' },
    ],
    lead: 'Die Forschung zum maschinellen Lernen bewegt sich in einem Tempo, das kaum eine andere Disziplin kennt, mit Tausenden neuen Veröffentlichungen pro Monat; nur eine Handvoll Ideen übersteht diese Flut und landet in Werkzeugen, die Millionen Menschen nutzen.',
    sections: [
      {
        heading: 'So funktioniert die Methode',
        paragraphs: [
          'Die Grundidee ist schnell erklärt: Das Modell versucht, eine Aufgabe zu lösen, ein automatischer Prüfer kontrolliert die Antwort, und nur ein korrektes Endergebnis wird belohnt. Runde um Runde lernt das Modell Strategien, die funktionieren.',
          'Weil der Prüfer die Bewertung übernimmt, braucht es kein Heer menschlicher Annotatoren. Am besten funktioniert der Ansatz dort, wo sich Antworten maschinell überprüfen lassen, etwa in Mathematik und Programmierung.',
        ],
        subsection: {
          heading: 'Grenzen der Selbstverbesserung',
          paragraphs: [
            'Wo es keine eindeutig richtige Antwort gibt, etwa beim Schreiben oder bei Ratschlägen, sind automatische Belohnungen schwer zu gestalten. Dann lernt das Modell womöglich, dem Prüfer zu gefallen, statt die Aufgabe zu lösen.',
          ],
        },
      },
      {
        heading: 'Die wichtigsten Ergebnisse',
        paragraphs: [
          'Die Autoren verglichen ihren Ansatz auf mehreren öffentlichen Testsätzen mit klassischem Feintuning und berichten von durchgehenden Verbesserungen, vor allem bei mehrstufigen Aufgaben.',
          'Wie bei Preprints üblich, wurden die Ergebnisse noch nicht unabhängig reproduziert; Code und Daten wurden veröffentlicht, um genau das zu ermöglichen.',
        ],
        list: [
          'Die Genauigkeit bei Mathematikaufgaben auf Wettbewerbsniveau stieg deutlich.',
          'Die Verbesserungen übertrugen sich teilweise auf unbekannte Programmieraufgaben.',
          'Kleinere Modelle profitierten anteilig stärker als große.',
          'Die Antworten wurden länger, was jede Anfrage verteuert.',
        ],
      },
      {
        heading: 'Was andere Fachleute sagen',
        paragraphs: [
          'Unabhängige Forschende begrüßen die Veröffentlichung von Code und Daten, mahnen aber zur Vorsicht bei den spektakulärsten Zahlen: Manche Testfragen könnten bereits online kursiert sein.',
          'Andere sehen die Arbeit als Teil eines größeren Wandels, in dem die Qualität des Lernsignals wichtiger wird als die Größe des Trainingsdatensatzes.',
        ],
        quote: {
          text: 'Interessant ist nicht der Wert selbst, sondern wie wenig menschliche Aufsicht nötig war, um ihn zu erreichen.',
          source: 'Ein Informatikprofessor, der nicht an der Studie beteiligt war',
        },
      },
      {
        heading: 'Vom Paper zur Praxis',
        paragraphs: [
          'Ideen, die auf Konferenzen vorgestellt werden, landen oft binnen Monaten in Produkten. Retrieval, Low-Rank-Feintuning und bestärkendes Lernen aus menschlichem Feedback sind alle diesen Weg gegangen.',
          'Das Tempo hat seinen Preis: Die Begutachtung kommt kaum hinterher, und viele einflussreiche Ergebnisse sind nur aus Preprints bekannt, die nie formal begutachtet wurden.',
        ],
        subsection: {
          heading: 'Wissenschaft jenseits der Informatik',
          paragraphs: [
            'Einige der eindrucksvollsten Anwendungen liegen in anderen Fächern. Die Faltung von Proteinen vorherzusagen, das Wetter zu prognostizieren oder neue Materialien zu entdecken, stützt sich heute auf Methoden aus Laboren für maschinelles Lernen.',
          ],
        },
      },
      {
        heading: 'Reproduzierbarkeit zählt',
        paragraphs: [
          'Das Training der fortschrittlichsten Modelle kostet Millionen, daher können nur wenige Hochschulgruppen die Behauptungen der Industrielabore überprüfen. Gemeinsame Testsätze, offene Gewichte und ausführliche Berichte sind das beste verfügbare Gegenmittel.',
          'Forschungsförderer in Europa und anderswo investieren in öffentliche Recheninfrastruktur, damit Universitäten weiterhin unabhängig forschen können.',
        ],
      },
    ],
    captions: [
      'Labore nutzen Modelle immer öfter, um zu entscheiden, welche Experimente sie zuerst versuchen.',
      'Forschungsergebnisse kursieren oft als Preprint, lange bevor sie offiziell erscheinen.',
    ],
  },

  'evaluation-open': {
    keywords: ['Benchmarks', 'Modellbewertung', 'Open Source', 'offene Gewichte', 'Bestenlisten'],
    headlines: [
      { title: 'Gesättigte Benchmarks: Warum 90 Prozent kaum noch etwas aussagen', subtitle: 'Tests, die einst gute von herausragenden Modellen unterschieden, sind fast gelöst, und verunreinigte Trainingsdaten verschärfen das Problem.' },
      { title: 'Die neue Generation von Tests setzt auf echte Aufgaben', subtitle: 'Statt Multiple-Choice-Fragen sollen Modelle Fehler in Software beheben, im Web recherchieren und lange Projekte abschließen.' },
      { title: 'Offene Modelle holen gegenüber proprietären Systemen auf', subtitle: 'Frei herunterladbare Modelle liegen nur noch Monate statt Jahre hinter den besten geschlossenen Systemen, und das verändert die Ökonomie der KI.' },
      { title: 'Was Open Source bei KI wirklich bedeutet und warum die Definition wichtig ist', emphasis: 'Open Source', subtitle: 'Gewichte zu veröffentlichen ist nicht dasselbe wie Daten und Code offenzulegen; eine neue Definition versucht, die Grenze zu ziehen.' },
    ],
    lead: 'Wie gut ist ein Modell, und wer darf es überprüfen? Messung und Offenheit sind zwei Seiten derselben Frage, und beide sind umkämpft, seit KI-Systeme aus den Laboren in Alltagsprodukte wandern.',
    sections: [
      {
        heading: 'Das Problem mit Bestenlisten',
        paragraphs: [
          'Ein Benchmark ist ein fester Satz von Fragen mit bekannten Antworten. Er ist billig auszuführen und leicht zu vergleichen, weshalb Bestenlisten zur Währung von KI-Ankündigungen geworden sind.',
          'Die Schwäche: Feste Tests altern schnell. Sobald ein Benchmark verbreitet ist, gelangen seine Fragen in Trainingsdaten, und die Werte steigen ohne echten Fortschritt.',
        ],
        subsection: {
          heading: 'Kontamination, kurz erklärt',
          paragraphs: [
            'Hat ein Modell den Test beim Training gesehen, kann es die Antworten einfach abrufen. Prüfer halten deshalb Fragensätze geheim, tauschen sie regelmäßig aus und suchen in den Ausgaben nach Anzeichen für Auswendiglernen.',
          ],
        },
      },
      {
        heading: 'Wie die neuen Tests funktionieren',
        paragraphs: [
          'Die jüngsten Testreihen ähneln eher einem Arbeitsauftrag als einer Prüfung. Ein Modell erhält ein Ziel, Werkzeuge und ein Zeitbudget und wird danach bewertet, ob die Arbeit tatsächlich erledigt ist.',
          'Solche Tests sind teuer und schwerer auszuwerten, sagen aber viel mehr darüber aus, wie sich ein System in der Praxis verhält.',
        ],
        list: [
          'Echte Fehler in Open-Source-Projekten beheben.',
          'Mehrstufige Aufgaben in einem Webbrowser erledigen.',
          'Fragen beantworten, für die lange Dokumente gelesen werden müssen.',
          'Erkennen, wann man aufhören und einen Menschen um Hilfe bitten sollte.',
        ],
      },
      {
        heading: 'Offene Gewichte, offene Debatte',
        paragraphs: [
          'Modelle mit offenen Gewichten lassen sich herunterladen, auf eigener Hardware betreiben und an neue Aufgaben anpassen. Für Unternehmen, denen Datenschutz und Kosten wichtig sind, ist diese Kontrolle ein entscheidender Vorteil.',
          'Kritiker warnen, dass sich Schutzmechanismen entfernen lassen, sobald Gewichte öffentlich sind. Befürworter halten dagegen, dass Offenheit Tausenden unabhängigen Forschenden erlaubt, Probleme schneller zu finden.',
        ],
        quote: {
          text: 'Offenheit ist keine Ja-oder-Nein-Frage, sondern eine Liste dessen, was man teilt und was man behält.',
          source: 'Ein Maintainer einer verbreiteten Open-Source-Bibliothek für maschinelles Lernen',
        },
      },
      {
        heading: 'Open-Source-KI definieren',
        paragraphs: [
          'Bei Software ist längst geklärt, was Open Source bedeutet. Bei KI nicht, denn ein Modell ist mehr als Code: Dazu gehören Gewichte, Trainingsdaten und das Rezept, das beides verbindet.',
          'Eine 2024 veröffentlichte Definition aus der Community verlangt genug Informationen über die Daten, damit Fachleute ein im Wesentlichen gleichwertiges System bauen können. Diesen Maßstab erfüllen derzeit nur wenige Veröffentlichungen.',
        ],
        subsection: {
          heading: 'Warum das Etikett zählt',
          paragraphs: [
            'Der Begriff hat rechtliches Gewicht: Die europäischen Regeln sehen für Open-Source-Modelle bestimmte Ausnahmen vor. Ein Modell offen zu nennen, ist daher keine reine Marketingfrage mehr.',
          ],
        },
      },
      {
        heading: 'Die Ökonomie der Offenheit',
        paragraphs: [
          'Wenn leistungsfähige Modelle kostenlos verfügbar sind, verlagert sich der Wert auf Daten, Integration und Service. Start-ups bauen auf offenen Modellen auf, um nicht von einem einzigen Anbieter abhängig zu sein.',
          'Die großen Anbieter reagieren mit niedrigeren Preisen und eigenen kleineren Modellen, ein Wettbewerb, von dem bisher vor allem die Nutzer profitieren.',
        ],
      },
    ],
    captions: [
      'Ein Benchmark-Wert ist nur so gut wie der Test dahinter, und Tests altern schnell.',
      'Offene Modelle kann jeder herunterladen und untersuchen, der über genug Hardware verfügt.',
    ],
  },

  'startups-bigtech': {
    keywords: ['KI-Start-ups', 'Wagniskapital', 'Big Tech', 'Cloud', 'Kartellrecht'],
    headlines: [
      { title: 'Nordlicht AI sammelt 120 Millionen Euro für KI-Agenten in der europäischen Industrie ein', subtitle: 'Das Münchner Start-up will Einkauf und Qualitätskontrolle direkt in der Fertigung automatisieren.' },
      { title: 'Von der Demo zum Umsatz: das schwierige zweite Jahr der Start-ups für generative KI', subtitle: 'Nach einem spektakulären Finanzierungsboom stellt sich eine härtere Frage: Bleiben die Kunden zahlungsbereit?' },
      { title: 'Big Tech investiert Rekordsummen in KI-Infrastruktur', subtitle: 'Die größten Cloud-Anbieter stecken beispiellose Beträge in Rechenzentren und wetten darauf, dass die Nachfrage weiter wächst.' },
      { title: 'Partnerschaften, Talentübernahmen und Kartellrecht: wie die Konzerne KI-Labore an sich binden', subtitle: 'Wettbewerbshüter auf beiden Seiten des Atlantiks prüfen Geschäfte, die knapp vor einer Übernahme haltmachen.' },
    ],
    lead: 'In die künstliche Intelligenz fließt Geld in einem Tempo, wie man es seit den Anfängen des Internets nicht erlebt hat, von Wagniskapitalfonds, die junge Start-ups finanzieren, bis zu Technologiekonzernen, die auf allen Kontinenten Rechenzentren errichten.',
    sections: [
      {
        heading: 'Wohin das Geld fließt',
        paragraphs: [
          'Der Großteil des Kapitals, das KI-Start-ups einsammeln, bezahlt Rechenleistung, direkt über Cloud-Verträge oder indirekt über die Gehälter gefragter Ingenieurinnen und Ingenieure.',
          'Investoren werden wählerischer. Firmen, die nur eine hübschere Oberfläche über das Modell eines Dritten legen, tun sich schwer, während Unternehmen mit eigenen Daten oder tiefem Branchenwissen weiterhin große Runden abschließen.',
        ],
        subsection: {
          heading: 'Europas Nische',
          paragraphs: [
            'Europäische Start-ups konzentrieren sich oft auf Industrie, Regulierungskonformität und andere Sprachen als Englisch, also auf Felder, in denen Ortskenntnis und Vertrauen mehr zählen als reine Größe.',
          ],
        },
      },
      {
        heading: 'Was Kunden wirklich kaufen',
        paragraphs: [
          'Nach einem Jahr voller Pilotprojekte trennen Unternehmen Experimente von Werkzeugen, die sich rechnen. Erfolgreich sind Lösungen für eng umrissene, kostspielige Probleme, nicht Versprechen allgemeiner Intelligenz.',
          'Die Preismodelle sind noch im Fluss: Lizenzen pro Arbeitsplatz, nutzungsabhängige Gebühren und erfolgsabhängige Verträge existieren nebeneinander, und die Kosten für den Modellbetrieb drücken die Margen.',
        ],
        list: [
          'Assistenten im Kundenservice, die Routineanfragen erledigen.',
          'Entwicklerwerkzeuge, die Tests schreiben und Änderungen prüfen.',
          'Dokumentenverarbeitung für Versicherungen, Banken und Kanzleien.',
          'Agenten, die Einkauf und Lieferantenkommunikation übernehmen.',
        ],
      },
      {
        heading: 'Die Strategie der Konzerne',
        paragraphs: [
          'Die größten Technologiekonzerne geben jährlich zig Milliarden für Chips, Gebäude und Stromverträge aus. Sie setzen darauf, dass KI für ihre Clouds so grundlegend wird wie Speicher und Datenbanken.',
          'Aktionäre achten genau auf Anzeichen, dass sich die Investitionen auszahlen, und Quartalszahlen werden inzwischen vor allem mit Blick auf KI-Umsätze gelesen.',
        ],
        quote: {
          text: 'Alle sind sich einig, dass die Nachfrage echt ist; niemand ist sich einig, wie schnell daraus Gewinn wird.',
          source: 'Ein Technologieanalyst einer Investmentbank',
        },
      },
      {
        heading: 'Deals unter der Lupe',
        paragraphs: [
          'Statt Start-ups komplett zu kaufen, beteiligen sich große Unternehmen zunehmend an ihnen, schließen exklusive Cloud-Verträge oder stellen den Großteil ihrer Belegschaft ein. Solche Konstruktionen entgehen oft der klassischen Fusionskontrolle.',
          'Wettbewerbsbehörden in Europa, Großbritannien und den USA haben Untersuchungen eingeleitet, um zu klären, ob diese Geschäfte den Wettbewerb in einem noch jungen Markt einschränken.',
        ],
        subsection: {
          heading: 'Was die Behörden fürchten',
          paragraphs: [
            'Die Sorge ist, dass die Kontrolle über Chips, Cloud-Kapazität und Daten es wenigen Firmen erlaubt zu bestimmen, wer fortschrittliche Modelle bauen darf und zu welchen Bedingungen.',
          ],
        },
      },
      {
        heading: 'Anzeichen einer Blase?',
        paragraphs: [
          'Die Bewertungen haben ein Niveau erreicht, das manche Investoren nervös macht, Vergleiche mit der Dotcom-Ära sind häufig. Andere halten dagegen, dass die Technik anders als damals bereits messbare Umsätze bringt.',
          'Beides kann stimmen: Eine Preiskorrektur würde die Verbreitung der Technik nicht aufhalten, so wie das Internet nach 2001 weiterwuchs.',
        ],
      },
    ],
    captions: [
      'Das Geld für KI-Firmen konzentriert sich auf wenige sehr große Finanzierungsrunden.',
      'Der Bau von Rechenzentren ist zu einem Schlüsselindikator für KI-Investitionen geworden.',
    ],
  },

  chips: {
    keywords: ['KI-Chips', 'Halbleiter', 'GPU', 'Rechenzentren', 'Energie'],
    headlines: [
      { title: 'Ardent Silicon zeigt einen besonders sparsamen Inferenz-Chip', subtitle: 'Der Beschleuniger des Start-ups zielt auf die am schnellsten wachsende Aufgabe der KI: Anfragen beantworten statt Modelle trainieren.' },
      { title: 'Die Speichermauer: Warum Speicher mit hoher Bandbreite zum Engpass wird', subtitle: 'Die Rechenleistung steigt weiter, doch die Chips mit Daten zu versorgen, ist zur eigentlichen Grenze geworden.' },
      { title: 'Europas Wette auf eigene KI-Chips', subtitle: 'Öffentliche Mittel und eine neue Generation von Start-ups sollen die Abhängigkeit von wenigen ausländischen Lieferanten verringern.' },
      { title: 'Rechenzentren und Stromnetz: die Energiefrage hinter dem KI-Boom', subtitle: 'Der Strombedarf von KI-Anwendungen wächst rasant und zwingt Betreiber, neu zu überlegen, wo und wie sie bauen.' },
    ],
    lead: 'Jede Antwort eines Chatbots wird auf spezialisierten Chips in einem Rechenzentrum berechnet, und der Wettlauf um schnellere, günstigere und effizientere Prozessoren ist zu einem der prägenden industriellen Wettbewerbe dieses Jahrzehnts geworden.',
    sections: [
      {
        heading: 'Training und Inferenz',
        paragraphs: [
          'Ein großes Modell zu trainieren, ist ein einmaliger Kraftakt, der Tausende Beschleuniger monatelang beschäftigen kann. Die Inferenz, also das Beantworten von Anfragen, geschieht milliardenfach am Tag und wächst viel schneller.',
          'Diese Verschiebung prägt das Chipdesign. Bei der Inferenz zählen geringer Stromverbrauch, niedrige Latenz und niedrige Kosten pro Antwort mehr als Spitzenleistung.',
        ],
        subsection: {
          heading: 'Spezialisierte Entwürfe',
          paragraphs: [
            'Neue Anbieter setzen auf Chips für genau eine Aufgabe und verzichten auf Funktionen, die Universalprozessoren brauchen. Das Risiko: Modelle ändern sich schneller, als sich Silizium neu entwerfen lässt.',
          ],
        },
      },
      {
        heading: 'Die Engpässe',
        paragraphs: [
          'Mehr Chips herzustellen, ist nicht nur eine Frage von Fabriken. Die Lieferkette hat mehrere Nadelöhre, die jeweils von sehr wenigen Unternehmen kontrolliert werden.',
          'Jede Störung entlang dieser Kette, von einer Naturkatastrophe bis zu einer Exportbeschränkung, erfasst binnen Wochen die gesamte Branche.',
        ],
        list: [
          'Modernste Fertigungsprozesse, die nur sehr wenige Auftragsfertiger anbieten.',
          'Speicher mit hoher Bandbreite, direkt neben dem Prozessor gestapelt.',
          'Fortschrittliches Packaging, das mehrere Chips zu einem Modul verbindet.',
          'Strom- und Kühlkapazität in den Rechenzentren selbst.',
        ],
      },
      {
        heading: 'Europas Position',
        paragraphs: [
          'Europa ist stark bei Fertigungsanlagen und in der Forschung, aber schwach bei der Produktion modernster Chips. Ein eigenes Gesetz aus dem Jahr 2023 soll öffentliche und private Investitionen mobilisieren, um das zu ändern.',
          'Mehrere europäische Start-ups entwickeln Beschleuniger für Inferenz und Endgeräte, Bereiche, in denen Energieeffizienz wichtiger sein kann als reine Geschwindigkeit.',
        ],
        quote: {
          text: 'Wir müssen nicht jedes Rennen gewinnen; wir müssen sicherstellen, dass wir von keinem ausgeschlossen werden.',
          source: 'Ein Berater für Industriepolitik in Brüssel',
        },
      },
      {
        heading: 'Die Stromrechnung',
        paragraphs: [
          'In manchen Regionen machen Rechenzentren bereits einen spürbaren Teil der Stromnachfrage aus, und KI beschleunigt dieses Wachstum. Internationale Agenturen erwarten bis zum Ende des Jahrzehnts einen kräftigen Anstieg des Verbrauchs.',
          'Betreiber schließen langfristige Verträge für erneuerbaren Strom, experimentieren mit Kernenergie und verlegen neue Standorte dorthin, wo das Netz freie Kapazitäten hat.',
        ],
        subsection: {
          heading: 'Effizienzgewinne',
          paragraphs: [
            'Jede neue Chipgeneration leistet mehr pro Watt, und Software-Kniffe wie kleinere Modelle und geringere Rechengenauigkeit senken den Verbrauch weiter. Ob die Effizienz schneller wächst als die Nachfrage, ist die offene Frage.',
          ],
        },
      },
      {
        heading: 'Geopolitik des Siliziums',
        paragraphs: [
          'Exportkontrollen für fortschrittliche Chips und die Maschinen zu ihrer Herstellung haben Halbleiter zu einer Frage der nationalen Sicherheit gemacht. Regierungen subventionieren die heimische Produktion in nie dagewesenem Umfang.',
          'Für Käufer bedeutet das einen stärker zersplitterten Markt, längere Planungshorizonte und einen Aufschlag für alle, die sich frühzeitig Lieferungen sichern.',
        ],
      },
    ],
    captions: [
      'Jede neue Generation von Beschleunigern verspricht mehr Rechenleistung pro Watt.',
      'Beschleuniger sitzen dicht gepackt in Racks, die eine leistungsfähige Kühlung brauchen.',
    ],
  },

  regulation: {
    keywords: ['AI Act', 'KI-Verordnung', 'Compliance', 'KI mit allgemeinem Verwendungszweck', 'Europäische Union'],
    headlines: [
      { title: 'AI Act: Was sich für Unternehmen ändert, nun da die ersten Pflichten gelten', subtitle: 'Verbote unzulässiger Praktiken und die Pflicht zur KI-Kompetenz gelten bereits, die Regeln für Modelle mit allgemeinem Verwendungszweck folgen.' },
      { title: 'KI-Modelle mit allgemeinem Verwendungszweck und der Verhaltenskodex, erklärt', subtitle: 'Anbieter großer Modelle müssen das Training dokumentieren, das Urheberrecht achten und systemische Risiken bewerten; so geht es.' },
      { title: 'Hochrisiko-KI-Systeme: eine praktische Checkliste für die Compliance', subtitle: 'Personalauswahl, Kreditwürdigkeit, Medizinprodukte: Wenn Ihr System in einen dieser Bereiche fällt, sollten Sie Folgendes vorbereiten.' },
      { title: 'Jenseits von Europa: wie der Rest der Welt KI reguliert', subtitle: 'Von freiwilligen Rahmenwerken bis zu verbindlichen Gesetzen gehen Regierungen sehr unterschiedliche Wege.' },
    ],
    lead: 'Die KI-Verordnung der Europäischen Union, der AI Act, ist das weltweit erste umfassende Gesetz über künstliche Intelligenz, und ihre Pflichten greifen stufenweise über mehrere Jahre, mit einem klaren, aber anspruchsvollen Zeitplan für Unternehmen in und außerhalb Europas.',
    sections: [
      {
        heading: 'Ein risikobasierter Ansatz',
        paragraphs: [
          'Die Verordnung behandelt nicht jede KI gleich. Sie ordnet Systeme nach dem Risiko für Gesundheit, Sicherheit und Grundrechte ein und legt die Pflichten entsprechend fest.',
          'Die meisten Anwendungen, etwa Spamfilter oder Produktempfehlungen, sind kaum betroffen. Einige wenige Praktiken sind ganz verboten, und Hochrisiko-Systeme müssen strenge Anforderungen erfüllen.',
        ],
        subsection: {
          heading: 'Was verboten ist',
          paragraphs: [
            'Zu den verbotenen Praktiken gehören Sozialkredit-Systeme durch Behörden, Manipulation, die Schwächen von Menschen ausnutzt, sowie die meisten Formen biometrischer Echtzeit-Fernidentifizierung im öffentlichen Raum, mit engen Ausnahmen für die Strafverfolgung.',
          ],
        },
      },
      {
        heading: 'Der Zeitplan',
        paragraphs: [
          'Die Verordnung trat im August 2024 in Kraft, ihre Bestimmungen gelten aber stufenweise, damit Unternehmen und Behörden sich vorbereiten können.',
          'Die folgenden Daten stammen aus dem ursprünglichen Text; die EU-Kommission hat inzwischen Anpassungen für einige Hochrisiko-Pflichten vorgeschlagen, daher lohnt der Blick auf offizielle Aktualisierungen.',
        ],
        list: [
          'Februar 2025: Verbote unzulässiger Praktiken und Pflichten zur KI-Kompetenz.',
          'August 2025: Regeln für KI-Modelle mit allgemeinem Verwendungszweck und Governance-Strukturen.',
          'August 2026: die meisten Anforderungen an Hochrisiko-Systeme.',
          'August 2027: Hochrisiko-KI in Produkten, die unter andere EU-Sicherheitsvorschriften fallen.',
        ],
      },
      {
        heading: 'Regeln für Modelle mit allgemeinem Verwendungszweck',
        paragraphs: [
          'Anbieter großer Modelle, die für viele Aufgaben einsetzbar sind, müssen technische Dokumentation, eine Zusammenfassung der Trainingsinhalte und eine Strategie zur Einhaltung des Urheberrechts veröffentlichen.',
          'Für die leistungsstärksten Modelle, bei denen ein systemisches Risiko vermutet wird, gelten zusätzliche Pflichten: Evaluierungen, Meldung schwerwiegender Vorfälle, Cybersicherheit und Risikominderung. Ein freiwilliger Verhaltenskodex erläutert die Umsetzung.',
        ],
        quote: {
          text: 'Der Verhaltenskodex macht aus allgemeinen Grundsätzen eine Checkliste, mit der Ingenieure tatsächlich arbeiten können.',
          source: 'Die Compliance-Verantwortliche eines europäischen Softwareunternehmens',
        },
      },
      {
        heading: 'Hochrisiko-Systeme in der Praxis',
        paragraphs: [
          'Als hochriskant gelten Systeme für Personalauswahl, Bildung, Kreditwürdigkeitsprüfung, kritische Infrastruktur, Strafverfolgung und Medizinprodukte. Ihre Anbieter müssen Risiken managen, das System dokumentieren und menschliche Aufsicht sicherstellen.',
          'Auch Unternehmen, die solche Systeme einsetzen, haben Pflichten, von der Überwachung des Betriebs bis zur Information der Betroffenen.',
        ],
        subsection: {
          heading: 'Wo man anfängt',
          paragraphs: [
            'Juristen raten zu einer Bestandsaufnahme: alle genutzten KI-Systeme auflisten, festhalten, wer sie liefert und was sie entscheiden, und erst danach die passende Kategorie bestimmen.',
          ],
        },
      },
      {
        heading: 'Das globale Bild',
        paragraphs: [
          'Andere Rechtsräume gehen andere Wege. Die USA setzen vor allem auf freiwillige Rahmenwerke und Branchenregeln, Großbritannien auf bestehende Aufsichtsbehörden, mehrere asiatische Staaten auf gezielte Gesetze.',
          'Internationale Organisationen suchen nach Gemeinsamkeiten: Die OECD-Grundsätze, die Konvention des Europarats und technische Normen sollen grenzüberschreitend vereinbare Regeln sichern.',
        ],
      },
    ],
    captions: [
      'Regeln für KI entstehen gleichzeitig in Brüssel, in den Hauptstädten und in internationalen Gremien.',
      'Die europäischen Regeln gelten für jedes Unternehmen, das KI-Systeme im EU-Binnenmarkt anbietet.',
    ],
  },

  'privacy-ethics': {
    keywords: ['Datenschutz', 'DSGVO', 'KI-Ethik', 'algorithmische Verzerrung', 'Verantwortung'],
    headlines: [
      { title: 'Kann ein Modell vergessen? Das Recht auf Löschung trifft auf maschinelles Lernen', subtitle: 'Das Datenschutzrecht gibt Menschen das Recht, ihre Daten löschen zu lassen; sie aus einem trainierten Modell zu entfernen, ist eine andere Sache.' },
      { title: 'Datenschutzbehörden nehmen KI-Chatbots genauer unter die Lupe', subtitle: 'Europäische Aufsichtsbehörden wollen wissen, wie personenbezogene Daten für das Training gesammelt werden und wie Nutzer widersprechen können.' },
      { title: 'Verzerrungen in Bewerbungsalgorithmen: Lehren aus den jüngsten Prüfungen', subtitle: 'Unabhängige Audits zeigen immer wieder, dass automatische Vorauswahl Bewerber ungleich behandelt, oft auf subtile Weise.' },
      { title: 'Wer haftet, wenn ein KI-System Schaden anrichtet?', subtitle: 'Haftung, Transparenz und menschliche Aufsicht: Die Ethikdebatte bewegt sich von Grundsätzen zur Praxis.' },
    ],
    lead: 'KI-Systeme werden mit Daten über Menschen trainiert und treffen immer öfter Entscheidungen über sie. Damit rücken Privatsphäre, Fairness und Verantwortung ins Zentrum einer Debatte, die von Fachtagungen in Gerichtssäle und Unternehmen wandert.',
    sections: [
      {
        heading: 'Personenbezogene Daten im Training',
        paragraphs: [
          'Große Modelle werden mit Texten und Bildern aus dem Netz trainiert, und dieses Material enthält zwangsläufig Namen, Fotos und persönliche Details. Nach europäischem Recht braucht ihre Verarbeitung eine Rechtsgrundlage.',
          'Datenschutzbehörden haben Anbieter aufgefordert zu erklären, wie sie sich auf berechtigte Interessen stützen, wie sie sensible Informationen herausfiltern und wie Betroffene widersprechen können.',
        ],
        subsection: {
          heading: 'Das Recht auf Vergessenwerden',
          paragraphs: [
            'Einen Datensatz aus einer Datenbank zu löschen, ist leicht; seinen Einfluss aus einem trainierten Modell zu tilgen, nicht. Die Forschung zum sogenannten Machine Unlearning ist rege, doch oft bleibt nur das erneute Training von Grund auf.',
          ],
        },
      },
      {
        heading: 'Was die Aufsicht wissen will',
        paragraphs: [
          'Die Aufsichtsbehörden haben ihre Arbeit auf europäischer Ebene abgestimmt und Leitlinien veröffentlicht, wie das Datenschutzrecht auf KI-Modelle anzuwenden ist.',
          'Ihre Fragen sind konkret und für Anbieter oft unbequem.',
        ],
        list: [
          'Aus welchen Quellen stammen die Trainingsdaten?',
          'Wie werden sensible Daten wie Gesundheitsinformationen ausgefiltert?',
          'Kann das Modell in seinen Antworten persönliche Informationen preisgeben?',
          'Wie können Nutzer ihre Rechte auf Auskunft, Berichtigung und Widerspruch ausüben?',
        ],
      },
      {
        heading: 'Verzerrungen, die in den Daten stecken',
        paragraphs: [
          'Ein Algorithmus, der mit früheren Einstellungsentscheidungen trainiert wurde, kann die Vorurteile derer übernehmen, die sie getroffen haben. Selbst ohne ausdrückliche Angaben zu Geschlecht oder Herkunft können Stellvertretermerkmale wie Postleitzahl oder Hobbys Diskriminierung fortschreiben.',
          'Audits vergleichen Ergebnisse zwischen Gruppen und prüfen, wie sie sich ändern, wenn nur ein geschütztes Merkmal verändert wird. Sie finden regelmäßig Unterschiede, die den Entwicklern entgangen waren.',
        ],
        quote: {
          text: 'Ein Modell muss Ihr Geschlecht nicht kennen, um Sie seinetwegen anders zu behandeln.',
          source: 'Eine Prüferin, die sich auf algorithmische Fairness spezialisiert hat',
        },
      },
      {
        heading: 'Verantwortung in der Praxis',
        paragraphs: [
          'Schadet eine automatisierte Entscheidung jemandem, verteilt sich die Verantwortung auf den Entwickler des Modells, das einsetzende Unternehmen und die Person, die sich darauf verlassen hat. Das Recht hinkt noch hinterher.',
          'Dokumentation hilft: Modellkarten und Datenblätter beschreiben, wofür ein System gebaut wurde, wie es getestet wurde und wo es nicht eingesetzt werden sollte.',
        ],
        subsection: {
          heading: 'Der Mensch im Entscheidungsprozess',
          paragraphs: [
            'Menschliche Aufsicht funktioniert nur, wenn die Person Zeit, Informationen und Befugnis hat, die Maschine zu überstimmen. Andernfalls wird sie zum bloßen Abnicken.',
          ],
        },
      },
      {
        heading: 'Von Grundsätzen zur Praxis',
        paragraphs: [
          'Internationale Organisationen haben ethische KI-Grundsätze verabschiedet, denen die meisten Regierungen zustimmen. Die Herausforderung ist, Begriffe wie Fairness und Transparenz in Verfahren und Kennzahlen zu übersetzen.',
          'Unternehmen, die das Thema ernst nehmen, richten Prüfgremien ein, führen vor dem Start Folgenabschätzungen durch und veröffentlichen die Ergebnisse, auch die unangenehmen.',
        ],
      },
    ],
    captions: [
      'Datenschutzbehörden und Prüfer fragen, wie automatisierte Systeme zu ihren Entscheidungen kommen.',
      'Personenbezogene Daten stecken häufiger in Trainingsdaten, als Nutzer ahnen.',
    ],
  },

  'humanoids-industrial': {
    keywords: ['Robotik', 'humanoide Roboter', 'Industrieautomation', 'Cobots', 'vorausschauende Wartung'],
    headlines: [
      { title: 'Helix Robotics zeigt einen humanoiden Roboter, der durch Zuschauen lernt', subtitle: 'Der Prototyp faltet Wäsche und räumt Regale ein, nachdem man es ihm einige Male vorgemacht hat, bewegt sich aber noch langsam.' },
      { title: 'Humanoide Roboter im Lager: Hype oder das nächste große Ding?', subtitle: 'Pilotprojekte nehmen zu, doch ob sich das rechnet, hängt von Zuverlässigkeit, Sicherheit und Preis ab.' },
      { title: 'Kollaborative Roboter werden mit Bild-Sprach-Modellen klüger', subtitle: 'Cobots, die gesprochene Anweisungen verstehen, machen Automatisierung auch für kleine Fertigungsbetriebe zugänglich.' },
      { title: 'Vorausschauende Wartung: wie KI Produktionslinien am Laufen hält', subtitle: 'Sensoren und Modelle zur Anomalieerkennung spüren Defekte auf, bevor sie eine Fabrik stilllegen.' },
    ],
    lead: 'Roboter verlassen ihre Schutzkäfige: Dank Modellen, die Sehen, Sprache und Bewegungssteuerung verbinden, lernen Maschinen, neben Menschen zu arbeiten und Aufgaben zu erledigen, die zu vielfältig sind, um sie von Hand zu programmieren.',
    sections: [
      {
        heading: 'Lernen durch Vormachen',
        paragraphs: [
          'Klassische Industrieroboter wiederholen millimetergenau programmierte Bewegungen. Die neue Generation lernt aus Beispielen: Ein Mensch führt eine Aufgabe einige Male vor, und der Roboter überträgt sie auf neue Gegenstände und Positionen.',
          'Dieselben Modelle, die Bilder in Worte fassen, werden so erweitert, dass sie Handlungen ausgeben, und verknüpfen, was der Roboter sieht, mit dem, was er als Nächstes tun soll.',
        ],
        subsection: {
          heading: 'Warum ausgerechnet Humanoide?',
          paragraphs: [
            'Fabriken, Geschäfte und Wohnungen sind für menschliche Körper gebaut. Ein Roboter mit Armen, Händen und Beinen kann im Prinzip dieselben Werkzeuge und Räume nutzen, ohne teure Umbauten.',
          ],
        },
      },
      {
        heading: 'Wo Roboter heute arbeiten',
        paragraphs: [
          'Industrieroboter sind ein reifer Markt, nach Angaben des Branchenverbands sind weltweit Millionen Einheiten im Einsatz. Wachstum kommt nun aus neuen Anwendungen und kleineren Unternehmen.',
          'Humanoide stecken meist noch in Pilotprojekten, doch kollaborative Roboter sind bereits in Werkstätten verbreitet, die sich nie eine vollautomatische Linie leisten könnten.',
        ],
        list: [
          'Kommissionieren und Verpacken in Logistikzentren.',
          'Maschinenbestückung und Qualitätsprüfung in der Fertigung.',
          'Materialtransport in Krankenhäusern und Laboren.',
          'Wiederkehrende Montage an der Seite von Beschäftigten.',
        ],
      },
      {
        heading: 'Sicherheit zuerst',
        paragraphs: [
          'Ein Roboter, der sich den Raum mit Menschen teilt, muss langsamer werden, anhalten oder ausweichen, sobald jemand näher kommt. Internationale Normen legen fest, wie eine solche Zusammenarbeit zu gestalten und zu prüfen ist.',
          'Gelerntes Verhalten erschwert die Zertifizierung, weil Ingenieure nicht im Voraus jede Bewegung auflisten können, die ein Modell wählen könnte.',
        ],
        quote: {
          text: 'Ein Roboter, der neunundneunzig von hundert Malen perfekt funktioniert, ist eine Demo; in der Produktion braucht man weit mehr.',
          source: 'Ein Automatisierungsingenieur eines mittelständischen Herstellers',
        },
      },
      {
        heading: 'Daten aus der Werkhalle',
        paragraphs: [
          'KI verändert Fabriken auch dort, wo sich kein Roboter bewegt. Sensoren für Vibration, Temperatur und Geräusche speisen Modelle, die den Normalbetrieb lernen und Abweichungen melden.',
          'Ein verschlissenes Lager Tage vor dem Ausfall zu entdecken, verhindert ungeplante Stillstände, die viel mehr kosten können als die Reparatur selbst.',
        ],
        subsection: {
          heading: 'Kleine Betriebe, großer Nutzen',
          paragraphs: [
            'Cloud-Dienste und günstige Sensoren haben die Einstiegshürde gesenkt: Vorausschauende Wartung ist nicht länger großen Werken mit eigenen Data-Science-Teams vorbehalten.',
          ],
        },
      },
      {
        heading: 'Was das für Beschäftigte bedeutet',
        paragraphs: [
          'Automatisierung übernimmt eher einzelne Tätigkeiten als ganze Berufe und verschiebt die Arbeit hin zu Überwachung, Instandhaltung und Problemlösung. Der Übergang gelingt besser, wo Weiterbildung früh geplant wird.',
          'Der Fachkräftemangel in vielen Industrieregionen ist ein Grund für Investitionen in Roboter. So wird Automatisierung von einer Bedrohung zu einem Mittel, die Produktion aufrechtzuerhalten.',
        ],
      },
    ],
    captions: [
      'Roboter verlassen die umzäunten Zellen der Fabrikhallen und arbeiten in Räumen, die sie mit Menschen teilen.',
      'Kollaborative Roboter sind dafür gebaut, sicher neben Menschen zu arbeiten.',
    ],
  },

  vehicles: {
    keywords: ['autonome Fahrzeuge', 'Robotaxi', 'autonomes Fahren', 'Simulation', 'Logistik'],
    headlines: [
      { title: 'Kestrels Robotaxis starten in einer zweiten europäischen Stadt', subtitle: 'Der fahrerlose Dienst beginnt mit einer Sicherheitsperson an Bord und einem begrenzten Einsatzgebiet.' },
      { title: 'Die Stufen des automatisierten Fahrens, ohne Fachjargon erklärt', subtitle: 'Vom Tempomaten bis zum völlig fahrerlosen Auto: was jede Stufe bedeutet und wo die Branche wirklich steht.' },
      { title: 'Simulation: So lernen selbstfahrende Autos, mit dem Unerwarteten umzugehen', subtitle: 'Virtuelle Welten erlauben es, Milliarden Kilometer seltener und gefährlicher Situationen zu testen.' },
      { title: 'Autonome Lkw und Hofroboter verändern Logistikzentren', subtitle: 'Fahrerlose Fahrzeuge kommen zuerst dort an, wo Wege privat und Routen immer gleich sind.' },
    ],
    lead: 'Das autonome Fahren stand jahrelang kurz vor dem Durchbruch; heute befördern fahrerlose Taxis in mehreren Städten zahlende Fahrgäste, während autonome Lkw und Shuttles leise Häfen, Lager und Industriegelände erobern.',
    sections: [
      {
        heading: 'Wie ein autonomes Auto sieht',
        paragraphs: [
          'Kameras, Radar und oft Lidar liefern dem Fahrzeug ein fortlaufendes Bild seiner Umgebung. Modelle erkennen Autos, Radfahrer und Fußgänger und sagen voraus, wohin sich jeder von ihnen bewegen wird.',
          'Ein Planungssystem wählt dann einen sicheren, regelkonformen und komfortablen Weg und aktualisiert ihn viele Male pro Sekunde.',
        ],
        subsection: {
          heading: 'Ende-zu-Ende-Fahren',
          paragraphs: [
            'Manche Entwickler trainieren inzwischen ein einziges großes Netz, das direkt von Sensordaten zu Lenkung und Bremse führt, statt getrennte Module aneinanderzureihen. Das ist einfacher, aber schwerer zu erklären.',
          ],
        },
      },
      {
        heading: 'Die Automatisierungsstufen',
        paragraphs: [
          'Ingenieure verwenden eine sechsstufige Skala, die eine internationale Norm festlegt. Entscheidend ist, wer die Straße überwachen muss: der Mensch am Steuer oder das System.',
          'Die meisten heute verkauften Autos enden bei Stufe 2, bei der der Fahrer jederzeit aufmerksam bleiben muss.',
        ],
        list: [
          'Stufen 0 bis 2: Assistenz wie Spurhalten und Abstandstempomat; der Fahrer bleibt verantwortlich.',
          'Stufe 3: Das Auto fährt unter bestimmten Bedingungen selbst, kann aber zur Übernahme auffordern.',
          'Stufe 4: Kein Fahrer nötig innerhalb eines festgelegten Gebiets, etwa eines Stadtteils.',
          'Stufe 5: Fahren überall dort, wo auch ein Mensch fahren könnte, noch außer Reichweite.',
        ],
      },
      {
        heading: 'Tests in virtuellen Welten',
        paragraphs: [
          'Seltene Ereignisse wie ein Kind, das auf die Straße rennt, oder eine Matratze, die von einem Lkw fällt, lassen sich auf öffentlichen Straßen nicht gefahrlos testen. In der Simulation können sie tausendfach mit Varianten nachgestellt werden.',
          'Generative Modelle erzeugen inzwischen realistische Sensordaten für solche Szenarien und verkleinern die Lücke zwischen Simulation und Wirklichkeit.',
        ],
        quote: {
          text: 'Das letzte Prozent der Situationen kostet neunundneunzig Prozent des Aufwands.',
          source: 'Ein Sicherheitsingenieur, der am automatisierten Fahren arbeitet',
        },
      },
      {
        heading: 'Die Regeln der Straße',
        paragraphs: [
          'Die Zulassung fahrerloser Fahrzeuge unterscheidet sich stark. Einige Länder erlauben Dienste der Stufe 4 mit besonderen Genehmigungen, andere nur Testbetrieb mit Sicherheitsfahrer.',
          'UN-Fahrzeugregelungen, die viele Länder übernommen haben, setzen gemeinsame Anforderungen etwa für automatisierte Spurhaltesysteme und erleichtern so die grenzüberschreitende Zulassung.',
        ],
        subsection: {
          heading: 'Vertrauen der Öffentlichkeit',
          paragraphs: [
            'Jeder Zwischenfall mit einem fahrerlosen Auto zieht weit mehr Aufmerksamkeit auf sich, als es seinem statistischen Gewicht entspricht. Betreiber veröffentlichen Sicherheitsdaten, um zu zeigen, dass ihre Fahrzeuge seltener verunglücken als menschliche Fahrer.',
          ],
        },
      },
      {
        heading: 'Die Logistik geht voran',
        paragraphs: [
          'Häfen, Verteilzentren und Bergwerke bieten kontrollierte Umgebungen, wiederkehrende Routen und starke wirtschaftliche Anreize. Autonome Zugmaschinen, Shuttles und Hofschlepper sind dort teils schon Alltag.',
          'Auf Autobahnen weiten sich Tests fahrerloser Lkw zwischen Logistikknoten aus, mit einer Fernbedienerin, die bei Bedarf eingreift.',
        ],
      },
    ],
    captions: [
      'Fahrerlose Dienste beginnen in kleinen, sorgfältig kartierten Gebieten, bevor sie wachsen.',
      'Die Sensoren autonomer Fahrzeuge erzeugen ein fortlaufendes Bild der Straße.',
    ],
  },

  'work-skills': {
    keywords: ['Zukunft der Arbeit', 'Produktivität', 'KI-Kompetenz', 'Weiterbildung', 'KI in der Bildung'],
    headlines: [
      { title: 'KI-Assistenten im Job: Die Produktivitätsgewinne sind echt, aber ungleich verteilt', subtitle: 'Studien finden die größten Verbesserungen bei weniger erfahrenen Beschäftigten und geringere bei Fachleuten.' },
      { title: 'Welche Berufe generativer KI am stärksten ausgesetzt sind und was das wirklich heißt', subtitle: 'Betroffen heißt nicht ersetzt: Die meisten Stellen werden sich Aufgabe für Aufgabe verändern.' },
      { title: 'Weiterbildung im großen Stil: Unternehmen schulen ihre Belegschaft in KI', subtitle: 'KI-Kompetenz wird zur Grundfertigkeit, und in Europa ist sie auch eine gesetzliche Erwartung.' },
      { title: 'Hochschulen schreiben ihre Prüfungsregeln für das Zeitalter der Chatbots neu', subtitle: 'Mündliche Prüfungen, betreute Projekte und transparente Nutzungsregeln ersetzen pauschale Verbote.' },
    ],
    lead: 'Generative KI erreicht Büros, Callcenter und Klassenzimmer schneller als fast jede Technik zuvor, und die ersten belastbaren Studien zeigen, wer profitiert, wer betroffen ist und was Menschen lernen müssen.',
    sections: [
      {
        heading: 'Was die Studien messen',
        paragraphs: [
          'Feldexperimente im Kundenservice, in der Softwareentwicklung und in der Beratung verglichen Beschäftigte mit und ohne KI-Unterstützung. Die meisten fanden schnellere Arbeit und oft auch bessere Qualität.',
          'Am stärksten profitierten Neulinge, die den Assistenten nutzten, um sich die Arbeitsweise erfahrener Kolleginnen und Kollegen anzueignen.',
        ],
        subsection: {
          heading: 'Das Expertenparadox',
          paragraphs: [
            'Erfahrene Beschäftigte profitierten weniger und schnitten teils schlechter ab, wenn sie sich außerhalb seiner Stärken auf das Werkzeug verließen. Zu wissen, wann man der KI nicht trauen sollte, ist ebenfalls eine Fähigkeit.',
          ],
        },
      },
      {
        heading: 'Aufgaben statt Berufe',
        paragraphs: [
          'Forschende schätzen die Betroffenheit, indem sie Berufe in Tätigkeiten zerlegen und fragen, welche ein Sprachmodell beschleunigen könnte. Ein großer Teil der Jobs enthält einige solcher Tätigkeiten, aber nur wenige sind vollständig betroffen.',
          'In der Praxis werden Stellen eher umgestaltet als abgeschafft, zumindest kurzfristig.',
        ],
        list: [
          'Erste Entwürfe von E-Mails, Berichten und Zusammenfassungen schreiben.',
          'Informationen aus vielen Dokumenten suchen und bündeln.',
          'Inhalte für unterschiedliche Zielgruppen übersetzen und anpassen.',
          'Routinecode schreiben und prüfen.',
        ],
      },
      {
        heading: 'Weiterbildung wird unverzichtbar',
        paragraphs: [
          'Unternehmen führen Kurse ein, in denen es um gute Eingaben, das Prüfen von Ergebnissen und den Schutz vertraulicher Daten geht. In der EU verpflichtet der AI Act Organisationen, für ausreichende KI-Kompetenz bei dem Personal zu sorgen, das solche Systeme nutzt.',
          'Am wirksamsten sind praxisnahe, auf den jeweiligen Beruf zugeschnittene Programme statt allgemeiner Vorträge.',
        ],
        quote: {
          text: 'Wir haben aufgehört, das Werkzeug zu unterrichten, und angefangen, Urteilsvermögen zu schulen: wann man es nutzt, wie man es prüft und wann man es beiseitelegt.',
          source: 'Die Leiterin der Weiterbildung einer europäischen Bank',
        },
      },
      {
        heading: 'Schule und Hochschule reagieren',
        paragraphs: [
          'Nach einer ersten Welle von Verboten erlauben die meisten Hochschulen KI-Werkzeuge nun unter klaren Regeln. Studierende müssen offenlegen, wie sie sie genutzt haben, und Prüfungen rücken Arbeiten in den Vordergrund, die den Denkweg zeigen.',
          'Mündliche Prüfungen, im Kurs betreute Projekte und individuelle Aufgaben erleben eine Renaissance, weil sie sich schwerer auslagern lassen.',
        ],
        subsection: {
          heading: 'Auch Lehrkräfte brauchen Unterstützung',
          paragraphs: [
            'Umfragen zeigen, dass sich viele Lehrkräfte schlecht vorbereitet fühlen. Internationale Organisationen empfehlen, das Personal zu schulen und Altersgrenzen sowie Datenschutzregeln festzulegen, bevor Werkzeuge an Schüler gehen.',
          ],
        },
      },
      {
        heading: 'Gewinner und Verlierer',
        paragraphs: [
          'Ökonomen warnen, dass Produktivitätsgewinne sich nicht automatisch in höheren Löhnen niederschlagen. Wie die Vorteile verteilt werden, hängt von Tarifverhandlungen, Wettbewerb und Politik ab.',
          'Am größten ist das Risiko für Beschäftigte mit stark betroffenen Aufgaben und ohne Zugang zu Weiterbildung. Lebenslanges Lernen wird damit zu einer Frage der Gerechtigkeit, nicht nur der Effizienz.',
        ],
      },
    ],
    captions: [
      'Schulungen zu KI-Werkzeugen werden Teil der gewöhnlichen beruflichen Weiterbildung.',
      'Viele Büroaufgaben beginnen inzwischen mit einem ersten Entwurf, den eine KI mitgeschrieben hat.',
    ],
  },

  'health-education': {
    keywords: ['KI im Gesundheitswesen', 'Radiologie', 'medizinische KI', 'KI-Tutoren', 'KI-Kompetenz'],
    headlines: [
      { title: 'KI in der Radiologie: vom Zweitbefunder zum Triage-Assistenten', subtitle: 'Algorithmen, die dringende Aufnahmen markieren, verkürzen in den Kliniken, die sie nutzen, die Wartezeiten.' },
      { title: 'Klinische Sprachmodelle bestehen Medizinprüfungen, doch sind sie bereit für Patienten?', subtitle: 'Hohe Testwerte verdecken offene Fragen zu Sicherheit, Haftung und Leistung im Klinikalltag.' },
      { title: 'KI-Tutoren im Klassenzimmer: erste Ergebnisse aus Schulversuchen', subtitle: 'Individuelles Üben hilft manchen Schülern sehr, doch ohne Lehrkräfte funktioniert es nicht.' },
      { title: 'KI-Kompetenz schon in der Grundschule vermitteln', subtitle: 'Lehrpläne beginnen zu erklären, wie Algorithmen funktionieren, wo sie irren und wie man sie verantwortungsvoll nutzt.' },
    ],
    lead: 'Gesundheit und Bildung sind zwei Bereiche, in denen künstliche Intelligenz den größten Nutzen verspricht und die meiste Sorgfalt verlangt, denn Fehler treffen unmittelbar Patienten und Kinder.',
    sections: [
      {
        heading: 'Algorithmen im Befundungsraum',
        paragraphs: [
          'Die Radiologie gehörte zu den ersten medizinischen Fächern, die KI einsetzten. Aufsichtsbehörden haben Hunderte Algorithmen zugelassen, die meisten zur Erkennung von Befunden in Röntgen-, CT- und MRT-Aufnahmen.',
          'Am nützlichsten ist bislang oft die Triage: die Arbeitsliste so zu sortieren, dass Aufnahmen mit Verdacht auf Blutung oder Bruch zuerst befundet werden.',
        ],
        subsection: {
          heading: 'Ein zweites Paar Augen',
          paragraphs: [
            'Im Brustkrebs-Screening haben Studien KI als Zweitbefunder neben einer Radiologin getestet. Die Ergebnisse deuten darauf hin, dass sie die Arbeitslast senken kann, ohne die Entdeckungsrate zu verschlechtern, wenn sie sorgfältig überwacht wird.',
          ],
        },
      },
      {
        heading: 'Was Ärztinnen und Ärzte erwarten',
        paragraphs: [
          'Klinikerinnen und Kliniker sind offen für Werkzeuge, die Zeit sparen, aber misstrauisch gegenüber Blackboxes. Sie wollen wissen, wie ein System validiert wurde und an welchen Patienten.',
          'Umfragen nennen einige wiederkehrende Bedingungen für Vertrauen.',
        ],
        list: [
          'Validierung mit Daten der eigenen Patienten, nicht nur mit denen des Herstellers.',
          'Klare Erklärungen, was das System markiert und warum.',
          'Einbindung in bestehende Software statt eines weiteren Bildschirms.',
          'Klarheit darüber, wer haftet, wenn das Werkzeug irrt.',
        ],
      },
      {
        heading: 'Sprachmodelle am Krankenbett',
        paragraphs: [
          'Große Sprachmodelle erzielen inzwischen hohe Werte in medizinischen Staatsexamen. Manche Kliniken nutzen sie, um Entlassbriefe vorzubereiten oder Patientenakten für vielbeschäftigte Ärzte zusammenzufassen.',
          'Eine Prüfung zu bestehen heißt nicht, Medizin zu praktizieren: Modelle können Fehler mit großer Überzeugung vortragen, und ihre Leistung bei echten Fällen schwankt stark.',
        ],
        quote: {
          text: 'Eine Prüfung misst Wissen; eine Station misst Urteilskraft unter Unsicherheit, und das ist viel schwerer zu testen.',
          source: 'Eine Klinikärztin, die an der Bewertung von KI-Werkzeugen beteiligt ist',
        },
      },
      {
        heading: 'Individuelles Lernen',
        paragraphs: [
          'KI-Tutoren passen Übungen an jeden Lernenden an, geben sofort Rückmeldung und erklären Fehler auf verschiedene Weise. Pilotprojekte berichten von Fortschritten, vor allem bei Schülern, die zurückgefallen waren.',
          'Die Wirkung hängt davon ab, wie Lehrkräfte das Werkzeug einbinden: Als Ersatz für Unterricht hilft es wenig, als zusätzliche Übung kann es viel bewirken.',
        ],
        subsection: {
          heading: 'Verstehen, wie KI funktioniert',
          paragraphs: [
            'Einige Länder nehmen KI-Kompetenz in die Lehrpläne auf: nicht Programmieren, sondern zu wissen, wie Systeme aus Daten lernen, warum sie Fehler machen und wie man ihre Antworten hinterfragt.',
          ],
        },
      },
      {
        heading: 'Schutz für die Verletzlichsten',
        paragraphs: [
          'Gesundheitsdaten und Daten von Kindern genießen im europäischen Recht besonderen Schutz. Jedes KI-Projekt in diesen Bereichen braucht vom ersten Tag an eine sorgfältige Datenverwaltung.',
          'Die Weltgesundheitsorganisation und die UNESCO haben Leitlinien veröffentlicht, die menschliche Aufsicht, Transparenz und inklusive Gestaltung empfehlen, damit der Nutzen alle erreicht und nicht nur die ohnehin gut Versorgten.',
        ],
      },
    ],
    captions: [
      'Pilotprojekte in Kliniken und Schulen werden an der Arbeit der Fachleute gemessen, die sie unterstützen.',
      'Ärztinnen, Ärzte und Lehrkräfte nutzen KI-Werkzeuge vor allem zum Sortieren, Zusammenfassen und Vorbereiten, nicht zum Entscheiden.',
    ],
  },
};
