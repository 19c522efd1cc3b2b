import { content as article1 } from './news-bodies/1';
import { content as article2 } from './news-bodies/2';
import { content as article3 } from './news-bodies/3';
import { content as article4 } from './news-bodies/4';
import { content as article5 } from './news-bodies/5';
import { content as article6 } from './news-bodies/6';
import { content as article7 } from './news-bodies/7';
import { content as article8 } from './news-bodies/8';
import { content as article9 } from './news-bodies/9';
import { content as article10 } from './news-bodies/10';
import { content as article11 } from './news-bodies/11';

/**
 * Bodies of the news articles in Gujarati, by id: the English bodies' tags and attributes exactly, only
 * the text translated (html-bodies.ts lists them for the sanitiser's check). Each body is a module of
 * its own in news-bodies/, which the article's page loads alone (src/data/translations.ts); this
 * record of them all is what the news list searches and the knowledge reads.
 */
export const newsContent: Readonly<Record<string, string>> = {
  '1': article1,
  '2': article2,
  '3': article3,
  '4': article4,
  '5': article5,
  '6': article6,
  '7': article7,
  '8': article8,
  '9': article9,
  '10': article10,
  '11': article11,
};
