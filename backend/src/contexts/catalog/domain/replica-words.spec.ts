import { findReplicaWords } from './replica-words';
import { textFlags } from './text-flags';

describe('replica words', () => {
  it.each([
    ['A fine REPLICA of the 1835 rupee', ['replica']],
    ['Museum copy, two copies available', ['copy', 'copies']],
    ['fake? no. Duplicate set', ['fake', 'duplicate']],
    ['Restrike, re-strike or re strike', ['restrike', 're-strike', 're strike']],
    ['counterfeit and forged', ['counterfeit', 'forged']],
    ['यह नकली सिक्का है', ['नकली']],
    ['यह नक़ली सिक्का है', ['नकली']],
    ['प्रतिकृति, डुप्लीकेट और कॉपी', ['प्रतिकृति', 'डुप्लीकेट', 'कॉपी']],
  ])('finds them in %j', (text, words) => {
    expect(findReplicaWords(text)).toEqual(words);
  });

  it.each(['Copper coin of 1835', 'A photocopy of the certificate is not included', 'Copyright free photo', 'नकलीपन', 'Original, genuine, old'])('finds no whole word in %j', (text) => {
    expect(findReplicaWords(text)).toEqual([]);
  });

  it('turns both kinds into flags, none for clean text', () => {
    expect(textFlags('Replica rupee', 'Call 98765 43210').map((flag) => flag.kind)).toEqual(['contact-details', 'replica-words']);
    expect(textFlags('1835 William IV One Rupee', 'Silver rupee of the East India Company, Calcutta mint, 11.66 g.')).toEqual([]);
    expect(textFlags('Fake', '').at(0)).toEqual({ kind: 'replica-words', detail: 'Words that suggest a replica: fake', params: { words: ['fake'] } });
  });
});
