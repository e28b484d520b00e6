// Which drawings illustrate each article. Art follows the story's subject,
// not its section: a topic of topics.ts that joins two subjects (health and
// education, humanoid and industrial robots, privacy and ethics) gives each
// its own. A subject has a signature motif, every cover of its stories, and
// three scenes that fit it; an article's inline images and video poster are
// its three scenes, in an order that turns with the article, so no picture of
// one article repeats another's drawing and sibling stories differ inside.
import type { ArtMotif } from '../art/motifs.ts';
import type { TopicKey } from './topics.ts';

interface SubjectArt {
  readonly signature: ArtMotif;
  readonly scenes: readonly [ArtMotif, ArtMotif, ArtMotif];
}

const art = (signature: ArtMotif, ...scenes: [ArtMotif, ArtMotif, ArtMotif]): SubjectArt => ({ signature, scenes });

const LANGUAGE_MODELS = art('conversation', 'neural-net', 'server-rack', 'document');
const MULTIMODAL = art('frames', 'lens', 'neural-net', 'document');
const RESEARCH = art('orbits', 'document', 'neural-net', 'books');
const EVALUATION_OPEN = art('leaderboard', 'laptop', 'document', 'neural-net');
const STARTUPS_BIGTECH = art('skyline', 'coins', 'server-rack', 'colleagues');
const CHIPS = art('chip', 'server-rack', 'globe', 'leaderboard');
const REGULATION = art('institution', 'document', 'scales', 'globe');
const PRIVACY = art('padlock', 'lens', 'document', 'conversation');
const ETHICS = art('scales', 'colleagues', 'document', 'institution');
const HUMANOIDS = art('humanoid', 'gears', 'colleagues', 'lens');
const INDUSTRIAL = art('robot-arm', 'gears', 'lens', 'laptop');
const VEHICLES = art('road', 'car', 'map-route', 'lens');
const WORK = art('colleagues', 'laptop', 'conversation', 'leaderboard');
const HEALTH = art('pulse', 'scan', 'conversation', 'document');
const EDUCATION = art('books', 'laptop', 'conversation', 'colleagues');

type FourSubjects = readonly [SubjectArt, SubjectArt, SubjectArt, SubjectArt];
const four = (subject: SubjectArt): FourSubjects => [subject, subject, subject, subject];

/** Article v of a topic is about SUBJECTS[topic][v] (its headline says which, as its placement does). */
const SUBJECTS: Readonly<Record<TopicKey, FourSubjects>> = {
  'language-models': four(LANGUAGE_MODELS),
  multimodal: four(MULTIMODAL),
  research: four(RESEARCH),
  'evaluation-open': four(EVALUATION_OPEN),
  'startups-bigtech': four(STARTUPS_BIGTECH),
  chips: four(CHIPS),
  regulation: four(REGULATION),
  'privacy-ethics': [PRIVACY, PRIVACY, ETHICS, ETHICS],
  'humanoids-industrial': [HUMANOIDS, HUMANOIDS, INDUSTRIAL, INDUSTRIAL],
  vehicles: four(VEHICLES),
  'work-skills': four(WORK),
  'health-education': [HEALTH, HEALTH, EDUCATION, EDUCATION],
};

export interface ArticleArt {
  readonly cover: ArtMotif;
  /** The first and second inline images. */
  readonly inline: readonly [ArtMotif, ArtMotif];
  readonly poster: ArtMotif;
}

export const articleArt = (topic: TopicKey, variant: number): ArticleArt => {
  const { signature, scenes } = SUBJECTS[topic][variant]!;
  const scene = (k: number): ArtMotif => scenes[(variant + k) % scenes.length]!;
  return { cover: signature, inline: [scene(0), scene(1)], poster: scene(2) };
};
