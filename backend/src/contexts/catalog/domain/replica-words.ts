import { distinctMatches, textForMatching, WORD_EDGE_AFTER, WORD_EDGE_BEFORE } from '../../../platform/kernel/text/matching-text';

/**
 * Words that say a coin is not genuine, in English and Hindi, matched as whole words (so "copper"
 * and "photocopy" are not "copy"). Hindi spellings are written without the nukta: the text is read
 * without it too (platform/kernel/text/matching-text.ts).
 */
const ENGLISH = [
  'replicas?',
  'cop(?:y|ies)',
  'fakes?',
  'duplicates?',
  're[\\s-]?strikes?',
  'counterfeits?',
  'reproductions?',
  'imitations?',
  'forger(?:y|ies)',
  'forged',
];
const HINDI = ['नकली', 'नकल', 'प्रतिकृति', 'डुप्लीकेट', 'डुप्लिकेट', 'कॉपी', 'कापी', 'फेक', 'रेप्लिका', 'रिप्लिका', 'जाली', 'रीस्ट्राइक', 'री-स्ट्राइक'];

const REPLICA_WORDS = new RegExp(`${WORD_EDGE_BEFORE}(?:${[...ENGLISH, ...HINDI].join('|')})${WORD_EDGE_AFTER}`, 'gu');

/** The replica words in `text`, each once, lower case, in order of first appearance. */
export function findReplicaWords(text: string): string[] {
  return distinctMatches(textForMatching(text), REPLICA_WORDS);
}
