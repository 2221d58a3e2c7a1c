/**
 * Browser-test helpers for the built-in video of live sessions (issue #20): proof that a page
 * RECEIVES a live video stream (not just that a <video> exists). Used by liveVideo.e2e.ts and by the
 * end-to-end test of a whole live session. Chromium must run with `--use-fake-device-for-media-stream
 * --use-fake-ui-for-media-stream` (the `video` project of playwright.config.ts).
 */
import { type BrowserContext, expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    /** Every RTCPeerConnection the page made (recordPeerConnections). */
    __peerConnections?: RTCPeerConnection[];
  }
}

/**
 * Records every RTCPeerConnection the context's pages make, so {@link expectReceivingVideo} can
 * read their statistics. Call it before the pages open.
 */
export async function recordPeerConnections(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    window.__peerConnections = made;
    class Recorded extends Native {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        made.push(this);
      }
    }
    window.RTCPeerConnection = Recorded;
  });
}

/** Bytes of video received so far over the page's open peer connections (inbound-rtp `bytesReceived`). */
export async function inboundVideoBytes(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let bytes = 0;
    for (const pc of window.__peerConnections ?? []) {
      if (pc.connectionState === 'closed') continue;
      const stats = await pc.getStats();
      stats.forEach((report: { type: string; kind?: string; bytesReceived?: number }) => {
        if (report.type === 'inbound-rtp' && report.kind === 'video') bytes += report.bytesReceived ?? 0;
      });
    }
    return bytes;
  });
}

/**
 * Expects the `<video>` at `selector` to show a live stream: it has a picture (`videoWidth > 0`),
 * its `currentTime` advances, and the page's inbound-rtp video bytes grow (needs
 * {@link recordPeerConnections}). Polls; asserts no durations.
 */
export async function expectReceivingVideo(page: Page, selector: string, timeout = 30_000): Promise<void> {
  const video = page.locator(selector);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), { timeout }).toBeGreaterThan(0);
  const time = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout }).toBeGreaterThan(time);
  const bytes = await inboundVideoBytes(page);
  await expect.poll(() => inboundVideoBytes(page), { timeout }).toBeGreaterThan(bytes);
}

/** Makes the context's next `getUserMedia` fail with `name` (`NotAllowedError`: the user said no), once. */
export async function refuseCameraOnce(context: BrowserContext, name = 'NotAllowedError'): Promise<void> {
  await context.addInitScript((errorName: string) => {
    const devices = navigator.mediaDevices;
    const native = devices.getUserMedia.bind(devices);
    let refused = false;
    devices.getUserMedia = (constraints?: MediaStreamConstraints) => {
      if (refused) return native(constraints);
      refused = true;
      return Promise.reject(new DOMException('Permission denied', errorName));
    };
  }, name);
}
