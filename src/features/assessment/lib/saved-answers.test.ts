import { beforeEach, describe, expect, it } from 'vitest';
import { clearProgress, loadProgress, SAVED_ANSWERS_KEY, saveProgress } from './saved-answers';

describe('answers in progress', () => {
  beforeEach(() => localStorage.clear());

  it('survive a reload until cleared', () => {
    saveProgress({ answers: { 'governance-board': 'yes' }, step: 2 });
    expect(loadProgress()).toEqual({ answers: { 'governance-board': 'yes' }, step: 2 });
    clearProgress();
    expect(loadProgress()).toEqual({ answers: {}, step: 0 });
  });

  it('drop what they cannot read', () => {
    localStorage.setItem(SAVED_ANSWERS_KEY, JSON.stringify({ answers: { a: 'maybe', b: 'no' }, step: -1 }));
    expect(loadProgress()).toEqual({ answers: { b: 'no' }, step: 0 });
    localStorage.setItem(SAVED_ANSWERS_KEY, '{not json');
    expect(loadProgress()).toEqual({ answers: {}, step: 0 });
  });
});
