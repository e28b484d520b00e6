// The demo newsroom's journalists: three per language, each with a beat of the
// editorial plan (topics.ts), written up as WordPress users would be (display
// name, biography, user_nicename as the slug). Every post of a topic is signed by
// the journalist whose beat it is: every article of a newsroom names who wrote
// it (a post without an author is WordPress's case, held by the unit tests). The lead writer's beat is twice the others': more posts than one page of
// an author's listing holds, so the demo shows an author page with paging.
// No avatar: the demo draws no portraits (a person is not a topic's motif),
// and the site shows the author's initials instead.
import type { Lang } from '../../../src/domain/language.ts';
import type { TopicKey } from './topics.ts';
import type { WireAuthor } from './wireTypes.ts';

type Beat = 'models-industry' | 'policy-work' | 'robots-health';

const BEATS: Readonly<Record<TopicKey, Beat>> = {
  'language-models': 'models-industry',
  multimodal: 'models-industry',
  research: 'models-industry',
  'evaluation-open': 'models-industry',
  'startups-bigtech': 'models-industry',
  chips: 'models-industry',
  regulation: 'policy-work',
  'privacy-ethics': 'policy-work',
  'work-skills': 'policy-work',
  'humanoids-industrial': 'robots-health',
  vehicles: 'robots-health',
  'health-education': 'robots-health',
};

const MASTHEAD: Readonly<Record<Lang, Readonly<Record<Beat, WireAuthor>>>> = {
  it: {
    'models-industry': {
      slug: 'giulia-ferri', name: 'Giulia Ferri',
      description: 'Segue modelli linguistici, ricerca e industria dei chip. Prima di entrare in redazione ha lavorato sei anni come ingegnera del software a Milano.',
    },
    'policy-work': {
      slug: 'marco-bellini', name: 'Marco Bellini',
      description: "Scrive di regole europee sull'intelligenza artificiale, privacy e lavoro, da Bruxelles e da Roma.",
    },
    'robots-health': {
      slug: 'chiara-esposito', name: 'Chiara Esposito',
      description: 'Racconta robot, veicoli autonomi e IA in medicina e a scuola, andando a vedere le macchine dove lavorano.',
    },
  },
  en: {
    'models-industry': {
      slug: 'hannah-whitfield', name: 'Hannah Whitfield',
      description: 'Covers language models, research labs and the chip industry. She spent a decade reporting on technology companies in London and San Francisco.',
    },
    'policy-work': {
      slug: 'daniel-okafor', name: 'Daniel Okafor',
      description: 'Writes about AI regulation, privacy and what automation does to jobs, with a focus on the rules taking shape in Europe and the UK.',
    },
    'robots-health': {
      slug: 'priya-raman', name: 'Priya Raman',
      description: 'Reports on robots, self-driving vehicles and AI in hospitals and classrooms, usually from the places where they are tested.',
    },
  },
  fr: {
    'models-industry': {
      slug: 'camille-dubois', name: 'Camille Dubois',
      description: "Suit les modèles de langage, la recherche et l'industrie des puces. Ancienne data scientist, elle a rejoint la rédaction en 2021.",
    },
    'policy-work': {
      slug: 'julien-moreau', name: 'Julien Moreau',
      description: "Couvre la régulation de l'intelligence artificielle, la vie privée et les effets de l'automatisation sur le travail.",
    },
    'robots-health': {
      slug: 'elodie-laurent', name: 'Élodie Laurent',
      description: "Raconte les robots, les véhicules autonomes et l'IA à l'hôpital comme à l'école, au plus près des terrains d'essai.",
    },
  },
  de: {
    'models-industry': {
      slug: 'katharina-weber', name: 'Katharina Weber',
      description: 'Berichtet über Sprachmodelle, Forschung und die Chipindustrie. Sie hat Informatik in München studiert und schreibt seit 2018 über Technologie.',
    },
    'policy-work': {
      slug: 'jonas-hoffmann', name: 'Jonas Hoffmann',
      description: 'Schreibt über die Regulierung künstlicher Intelligenz, Datenschutz und die Folgen der Automatisierung für die Arbeitswelt.',
    },
    'robots-health': {
      slug: 'lena-schroeder', name: 'Lena Schröder',
      description: 'Berichtet über Roboter, autonome Fahrzeuge und KI in Kliniken und Schulen, am liebsten direkt vom Testgelände.',
    },
  },
  es: {
    'models-industry': {
      slug: 'lucia-martin', name: 'Lucía Martín',
      description: 'Cubre modelos de lenguaje, investigación y la industria de los chips. Antes de llegar a la redacción trabajó como ingeniera de datos en Barcelona.',
    },
    'policy-work': {
      slug: 'javier-ortega', name: 'Javier Ortega',
      description: 'Escribe sobre la regulación de la inteligencia artificial, la privacidad y el efecto de la automatización en el empleo.',
    },
    'robots-health': {
      slug: 'carmen-ruiz', name: 'Carmen Ruiz',
      description: 'Informa sobre robots, vehículos autónomos y la IA en hospitales y aulas, desde los lugares donde se ponen a prueba.',
    },
  },
  pt: {
    'models-industry': {
      slug: 'ines-carvalho', name: 'Inês Carvalho',
      description: 'Acompanha modelos de linguagem, investigação e a indústria dos chips. Trabalhou como engenheira de software em Lisboa antes de se dedicar ao jornalismo.',
    },
    'policy-work': {
      slug: 'tiago-fernandes', name: 'Tiago Fernandes',
      description: 'Escreve sobre a regulação da inteligência artificial, a privacidade e o impacto da automação no trabalho.',
    },
    'robots-health': {
      slug: 'beatriz-sousa', name: 'Beatriz Sousa',
      description: 'Cobre robôs, veículos autónomos e a IA nos hospitais e nas escolas, a partir dos locais onde são testados.',
    },
  },
};

/** Who signs a post of a language on `topic`: the journalist whose beat it is. */
export const bylineOf = (lang: Lang, topic: TopicKey): WireAuthor => MASTHEAD[lang][BEATS[topic]];
