// The videos the demo's articles embed: three lectures of a real series on how
// neural networks work, each in one article of the editorial plan, in every
// language, at the end of the article's first section. Their HTML is what
// WordPress renders for a YouTube block once the companion plugin has wrapped
// the oEmbed iframe in its `div.newsdesk-oembed` (the original URL, provider,
// title, size and a poster on the newsroom's own media: here a drawing of the
// demo, the stand-in for the thumbnail the plugin copies). The WordPress adapter's
// sanitizer makes each a click-to-load figure: nothing of YouTube loads before
// the reader asks (docs/decisions/0031-embeds-behind-consent.md). The videos'
// addresses are plain data, like the further-reading links: never fetched by the
// demo or the tests.
import type { Lang } from '../../../src/domain/language.ts';
import type { ArtMotif } from '../art/motifs.ts';
import { escapeHtml } from '../textFolding.ts';
import type { TopicKey } from './topics.ts';

export interface EmbeddedVideo {
  /** The article of the plan that embeds it: TOPIC_KEYS' topic, its variant. */
  readonly topic: TopicKey;
  readonly variant: number;
  readonly youtubeId: string;
  /** The video's own title, as YouTube's oEmbed gives it: the uploader's words, in English. */
  readonly title: string;
  /** The poster's drawing: one per video, whatever article shows it, as the plugin keeps one per video. */
  readonly posterMotif: ArtMotif;
  /** The editor's caption in each language (the lectures are in English, which the caption says). */
  readonly captions: Readonly<Record<Lang, string>>;
}

/** oEmbed's size for a YouTube video in a WordPress theme of usual width. */
const EMBED_SIZE = { width: 560, height: 315 } as const;
/** The poster's size: 16:9, wide enough for the article's column. */
export const EMBED_POSTER_SIZE = { width: 960, height: 540 } as const;

const EMBEDDED_VIDEOS: readonly EmbeddedVideo[] = [
  {
    topic: 'language-models',
    variant: 3,
    youtubeId: 'wjZofJX0v4M',
    title: 'Transformers, the tech behind LLMs | Deep Learning Chapter 5',
    posterMotif: 'neural-net',
    captions: {
      it: 'Che cosa c’è dentro un modello linguistico: la lezione illustrata della serie di 3Blue1Brown sul deep learning (in inglese).',
      en: 'What sits inside a language model: the illustrated lecture from 3Blue1Brown’s series on deep learning.',
      fr: 'Ce que contient un modèle de langage : la leçon illustrée de la série de 3Blue1Brown sur l’apprentissage profond (en anglais).',
      de: 'Was in einem Sprachmodell steckt: die illustrierte Vorlesung aus der Deep-Learning-Reihe von 3Blue1Brown (auf Englisch).',
      es: 'Qué hay dentro de un modelo de lenguaje: la lección ilustrada de la serie de 3Blue1Brown sobre aprendizaje profundo (en inglés).',
      pt: 'O que há dentro de um modelo de linguagem: a lição ilustrada da série de 3Blue1Brown sobre aprendizagem profunda (em inglês).',
    },
  },
  {
    topic: 'language-models',
    variant: 1,
    youtubeId: 'eMlx5fFNoYc',
    title: 'Attention in transformers, step-by-step | Deep Learning Chapter 6',
    posterMotif: 'conversation',
    captions: {
      it: 'Come un modello decide a quali parole del contesto prestare attenzione, passo dopo passo (in inglese).',
      en: 'How a model decides which words of its context to attend to, step by step.',
      fr: 'Comment un modèle choisit les mots de son contexte auxquels prêter attention, pas à pas (en anglais).',
      de: 'Wie ein Modell entscheidet, auf welche Wörter seines Kontexts es achtet, Schritt für Schritt (auf Englisch).',
      es: 'Cómo decide un modelo a qué palabras de su contexto prestar atención, paso a paso (en inglés).',
      pt: 'Como um modelo decide a que palavras do seu contexto prestar atenção, passo a passo (em inglês).',
    },
  },
  {
    topic: 'research',
    variant: 0,
    youtubeId: 'IHZwWFHWa-w',
    title: 'Gradient descent, how neural networks learn | Deep Learning Chapter 2',
    posterMotif: 'orbits',
    captions: {
      it: 'Imparare dagli errori, in matematica: la discesa del gradiente spiegata per immagini (in inglese).',
      en: 'Learning from mistakes, in mathematics: gradient descent explained in pictures.',
      fr: 'Apprendre de ses erreurs, en mathématiques : la descente de gradient expliquée en images (en anglais).',
      de: 'Aus Fehlern lernen, mathematisch: das Gradientenverfahren in Bildern erklärt (auf Englisch).',
      es: 'Aprender de los errores, en matemáticas: el descenso del gradiente explicado con imágenes (en inglés).',
      pt: 'Aprender com os erros, em matemática: a descida do gradiente explicada por imagens (em inglês).',
    },
  },
];

/** The video an article of the plan embeds, if any. */
export const embeddedVideoOf = (topic: TopicKey, variant: number): EmbeddedVideo | undefined =>
  EMBEDDED_VIDEOS.find((video) => video.topic === topic && video.variant === variant);

/** The hosts of the videos' addresses in the demo's HTML: links and a player nobody fetches before a reader asks. */
export const EMBED_URL_HOSTS: readonly string[] = ['www.youtube.com'];

/**
 * A YouTube block as WordPress renders it (6.1's embed block, oEmbed's iframe) with
 * the companion plugin's wrapper around the iframe, in the language `lang`.
 */
export const youtubeBlockHtml = (video: EmbeddedVideo, lang: Lang, posterUrl: string): string => {
  const page = `https://www.youtube.com/watch?v=${video.youtubeId}`;
  const title = escapeHtml(video.title);
  const { width, height } = EMBED_SIZE;
  return [
    '<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio">',
    '<div class="wp-block-embed__wrapper">',
    `<div class="newsdesk-oembed" data-url="${page}" data-provider="YouTube" data-title="${title}" data-type="video" data-width="${width}" data-height="${height}" data-poster="${escapeHtml(posterUrl)}">`,
    `<iframe width="${width}" height="${height}" src="https://www.youtube.com/embed/${video.youtubeId}?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" allowfullscreen title="${title}"></iframe>`,
    '</div>',
    '</div>',
    `<figcaption class="wp-element-caption">${escapeHtml(video.captions[lang])}</figcaption>`,
    '</figure>',
  ].join('');
};
