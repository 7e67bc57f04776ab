import { marbles } from 'rxjs-marbles/jest';
import { animationFrameScheduler, asyncScheduler, BehaviorSubject, Subject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { PlayerReply } from '../../../src/lib/player/envelope';
import { frameScheduler, latestPerFrame, perFrame } from '../../../src/lib/zone/zone-status.streams';
import { fakeZone, statusReply } from '../../support/zone-fakes';

/** rxjs's own test scheduler in run mode, where `animate` says when the screen's frames come. */
const frameTest = () =>
  new TestScheduler((actual, expected) => {
    expect(actual).toEqual(expected);
  });

/** A status push of the test zone whose track is at `position` seconds. */
const push = (position: number): PlayerReply =>
  statusReply({ NowPlaying: { FileName: 'a.mp3', Title: 'A', PositionInSeconds: position } });

// prettier-ignore
describe('status paced by the screen\'s frames (docs/design.md "Every zone at a glance")', () => {
  it('passes the last value of each frame only, at that frame', marbles((m) => {
    const values = m.hot('-(abc)-d-(ef)|');
    m.expect(values.pipe(latestPerFrame(m.scheduler))).toBeObservable('-c-----d-f---|');
  }));

  it('gathers the values of each frame in arrival order, and passes what is replayed on subscribing at once', () => {
    const frames = frameTest();
    frames.run(({ animate, expectObservable }) => {
      animate('---x---x---x');
      const source = new BehaviorSubject('r');
      frames.schedule(() => source.next('a'), 1);
      frames.schedule(() => source.next('b'), 2);
      frames.schedule(() => source.next('c'), 5);
      expectObservable(source.pipe(perFrame(animationFrameScheduler)), '^ 10ms !').toBe('r--x---y', {
        r: ['r'],
        x: ['a', 'b'],
        y: ['c'],
      });
    });
  });

  it('with a gap, emits no sooner than the gap after the last emission, at the first frame after it; a value after a quiet spell goes at the next frame', () => {
    const frames = frameTest();
    frames.run(({ animate, expectObservable }) => {
      animate('--x--x--x--x--x--x--x--x');
      const source = new BehaviorSubject('r'); // replayed at 0: the gap runs from there
      frames.schedule(() => source.next('a'), 1);
      frames.schedule(() => source.next('b'), 6);
      frames.schedule(() => source.next('c'), 10);
      frames.schedule(() => source.next('d'), 18);
      expectObservable(source.pipe(perFrame(animationFrameScheduler, 4)), '^ 22ms !').toBe('r----x-----y--------z', {
        r: ['r'],
        x: ['a'],
        y: ['b', 'c'],
        z: ['d'],
      });
    });
  });

  it('the app paces by animation frames; a virtual clock stands for its own frames', () => {
    const virtual = new TestScheduler(() => undefined);
    expect(frameScheduler()).toBe(animationFrameScheduler);
    expect(frameScheduler(asyncScheduler)).toBe(animationFrameScheduler);
    expect(frameScheduler(virtual)).toBe(virtual);
    expect(frameScheduler(asyncScheduler, virtual)).toBe(virtual);
  });

  it('1,000 status pushes to one zone within one frame reach the screen once, the last with its arrival time', () => {
    const frames = frameTest();
    frames.run(({ animate }) => {
      animate('---x---x');
      const replies = new Subject<PlayerReply>();
      const { zone } = fakeZone(replies, asyncScheduler);
      const seen: { position: number | undefined; at: number; receivedAt: number }[] = [];
      const subscription = zone.timedStatus$.subscribe(({ status, receivedAt }) =>
        seen.push({ position: status.NowPlaying?.PositionInSeconds, at: frames.now(), receivedAt }),
      );
      frames.schedule(() => {
        for (let i = 1; i <= 1000; i++) replies.next(push(i));
      }, 1);
      frames.schedule(() => replies.next(push(2000)), 5);
      frames.schedule(() => subscription.unsubscribe(), 10);
      frames.flush();
      expect(seen).toEqual([
        { position: 1000, at: 3, receivedAt: 1 },
        { position: 2000, at: 7, receivedAt: 5 },
      ]);
    });
  });

  it('remembers what other screens read once per frame of pushes, not once per push', () => {
    const frames = frameTest();
    frames.run(({ animate }) => {
      animate('---x---x');
      const replies = new Subject<PlayerReply>();
      const { zone, zoneNames, local } = fakeZone(replies, asyncScheduler);
      const subscription = zone.run$.subscribe();
      frames.schedule(() => {
        for (let i = 1; i <= 1000; i++) replies.next(statusReply({ Name: `Bar ${i}`, PlayState: i % 2 ? 1 : 2 }));
      }, 1);
      frames.schedule(() => subscription.unsubscribe(), 10);
      frames.flush();
      expect(zoneNames).toEqual(['Bar 1000']);
      expect(local.values.get('nowPlaying')).toBe(false);
    });
  });

  it('a status pushed in the frame of a play/pause decides the command before the screen shows it', () => {
    const frames = frameTest();
    frames.run(({ animate }) => {
      animate('---------x');
      const replies = new Subject<PlayerReply>();
      const { zone, sent } = fakeZone(replies, asyncScheduler);
      const shown: number[] = [];
      const subscriptions = [
        zone.run$.subscribe(),
        zone.status$.subscribe((status) => shown.push(status.PlayState)),
      ];
      frames.schedule(() => replies.next(statusReply({ PlayState: 1 })), 2);
      frames.schedule(() => replies.next(statusReply({ PlayState: 2 })), 3);
      frames.schedule(() => zone.togglePlay(), 4);
      frames.schedule(() => subscriptions.forEach((s) => s.unsubscribe()), 20);
      frames.flush();
      expect(sent.map((s) => s.command)).toEqual([101]); // play: the zone was paused by then
      expect(shown).toEqual([2]);
    });
  });
});
