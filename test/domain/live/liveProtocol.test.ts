import { LIVE_CLOSE_CODES, MAX_LIVE_MESSAGE_BYTES, parseLiveClientMessage, reconnectDelayMs, shouldReconnect } from '../../../src/domain/live/liveProtocol';

describe('parseLiveClientMessage', () => {
  it('reads every kind of message and drops unknown fields', () => {
    expect(parseLiveClientMessage('{"type":"show","step":{"kind":"item","assessmentId":3,"itemId":"phq9_1"}}')).toEqual({ type: 'show', step: { kind: 'item', assessmentId: 3, itemId: 'phq9_1' } });
    expect(parseLiveClientMessage('{"type":"answer","assessmentId":3,"itemId":"a","value":null,"extra":1}')).toEqual({ type: 'answer', assessmentId: 3, itemId: 'a', value: null });
    expect(parseLiveClientMessage('{"type":"orf.mark","assessmentId":3,"wordIndex":0,"error":false}')).toEqual({ type: 'orf.mark', assessmentId: 3, wordIndex: 0, error: false });
    expect(parseLiveClientMessage('{"type":"end"}')).toEqual({ type: 'end' });
    expect(parseLiveClientMessage('{"type":"ping","id":"x1"}')).toEqual({ type: 'ping', id: 'x1' });
    expect(parseLiveClientMessage('{"type":"signal","data":{"kind":"candidate","candidate":"c","sdpMid":null,"sdpMLineIndex":0}}')).toMatchObject({ type: 'signal' });
    expect(parseLiveClientMessage('{"type":"signal","data":{"kind":"hangup"}}')).toEqual({ type: 'signal', data: { kind: 'hangup' } });
  });

  it.each([
    ['not JSON', '{type:'],
    ['JSON that is not an object', '"show"'],
    ['null', 'null'],
    ['no type', '{"step":{"kind":"waiting"}}'],
    ['a type that is not a string', '{"type":5}'],
    ['an unknown type', '{"type":"delete"}'],
    ['an inherited property as type', '{"type":"toString"}'],
    ['a step of an unknown kind', '{"type":"show","step":{"kind":"secret"}}'],
    ['a step without its id', '{"type":"show","step":{"kind":"item","assessmentId":3}}'],
    ['a step with a negative id', '{"type":"show","step":{"kind":"instructions","assessmentId":-3}}'],
    ['a step with a fractional id', '{"type":"show","step":{"kind":"instructions","assessmentId":1.5}}'],
    ['a step that is a string', '{"type":"show","step":"waiting"}'],
    ['an empty page id', '{"type":"show","step":{"kind":"stimulus","bookId":"b","pageId":""}}'],
    ['an answer without a value', '{"type":"answer","assessmentId":3,"itemId":"a"}'],
    ['an answer with a text value', '{"type":"answer","assessmentId":3,"itemId":"a","value":"two"}'],
    ['a mark with a negative word', '{"type":"orf.mark","assessmentId":3,"wordIndex":-1,"error":true}'],
    ['a mark without error', '{"type":"orf.mark","assessmentId":3,"wordIndex":1}'],
    ['a signal of an unknown kind', '{"type":"signal","data":{"kind":"bye"}}'],
    ['an offer without sdp', '{"type":"signal","data":{"kind":"offer"}}'],
    ['a ping without id', '{"type":"ping"}'],
  ])('refuses %s', (_name, text) => {
    expect(parseLiveClientMessage(text)).toBeNull();
  });

  it('refuses a message over the size limit', () => {
    const sdp = 'x'.repeat(MAX_LIVE_MESSAGE_BYTES);
    expect(parseLiveClientMessage(JSON.stringify({ type: 'signal', data: { kind: 'offer', sdp } }))).toBeNull();
  });
});

describe('reconnecting', () => {
  it('stops on the application close codes and reconnects on any other', () => {
    for (const code of Object.values(LIVE_CLOSE_CODES)) expect(shouldReconnect(code)).toBe(false);
    expect(shouldReconnect(1006)).toBe(true);
    expect(shouldReconnect(1001)).toBe(true);
  });

  it('backs off from half a second to 15 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(reconnectDelayMs)).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000]);
  });
});
