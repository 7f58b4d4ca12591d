import { describe, expect, it } from 'vitest';
import { withoutStory } from '../../src/conversation/english/read-story.js';

// A long message that tells a story, then orders: the order is read from the sentences that carry it.

describe('a long message with a story before the order', () => {
  it('keeps the sentences that order, name, time or say how it is collected, and drops the story', () => {
    const story =
      'Hi there!! ok so this is going to be a long one sorry in advance. My grandma used to bring us carrot cake from a little place on Main Street every Sunday. ' +
      'My cousin said your carrot cake is the closest thing she has found and she is picky so that means a lot to all of us, honestly, more than I can say here. ' +
      'So could I get 2 carrot slices and one lemon slice for pickup today at 3? My sister does not like carrot cake which is why the lemon one lol. My name is Beth Moreno.';
    expect(withoutStory(story)).toBe('So could I get 2 carrot slices and one lemon slice for pickup today at 3? My name is Beth Moreno.');
  });

  it('leaves a short message, or one with no sentence that orders, as it is', () => {
    expect(withoutStory('2 carrot slices, my grandma loves carrot cake. pickup at 3')).toBe('2 carrot slices, my grandma loves carrot cake. pickup at 3');
    const noOrder = 'I just wanted to say. Your carrot cake is wonderful. My grandma loved it. We will be back. '.repeat(5);
    expect(withoutStory(noOrder)).toBe(noOrder);
  });
});
