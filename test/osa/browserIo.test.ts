import { createBrowserIo } from '../../src/osa/io/browserIo';

describe('the address', () => {
  it('gives the token once and leaves the address bar without it, with no new history entry', () => {
    window.history.replaceState(null, '', '/osa?x=1#Xq3v9b2kP0aZ7mN4tR8sW1yC6dF5gH2jK9lQ0eU3iO7');
    const length = window.history.length;
    const { address } = createBrowserIo();
    expect(address.takeToken()).toBe('Xq3v9b2kP0aZ7mN4tR8sW1yC6dF5gH2jK9lQ0eU3iO7');
    expect(window.location.href).toBe('http://localhost/osa?x=1');
    expect(window.history.length).toBe(length);
    expect(address.takeToken()).toBeNull();
  });
});

describe('the connection', () => {
  it('reports the browser’s online and offline events until unsubscribed', () => {
    const { network } = createBrowserIo();
    const seen: boolean[] = [];
    const unsubscribe = network.subscribe((online) => seen.push(online));
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    unsubscribe();
    window.dispatchEvent(new Event('offline'));
    expect(seen).toEqual([false, true]);
  });
});
