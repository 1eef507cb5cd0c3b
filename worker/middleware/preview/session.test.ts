/** The preview cookie: signed, alive 30 minutes after its last renewal, never past a working day, useless with any other secret. */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { PREVIEW_IDLE_S, PREVIEW_SESSION_MAX_S } from "../../../core/constants";
import { previewCookieHeader } from "../../../tests/worker/preview-cookie";
import { endPreviewCookie, previewCookie, readPreviewSession } from "./session";

const SECRET = "preview-secret";
const openedAtS = Date.UTC(2026, 10, 21, 12) / 1000;
const at = (s: number) => s * 1000;

const app = new Hono();
app.get("/read", async (c) => c.json(await readPreviewSession(c, c.req.query("secret") ?? SECRET, Number(c.req.query("now")))));
app.get("/cookie", async (c) => c.text(await previewCookie(c, { openedAtS }, SECRET, Number(c.req.query("now")))));
app.get("/end", (c) => c.text(endPreviewCookie(c)));

const read = async (cookie: string, nowMs: number, secret = SECRET) =>
  (await app.request(`/read?now=${nowMs}&secret=${encodeURIComponent(secret)}`, { headers: { cookie } })).json();
/** The cookie the site sets at `nowMs` for the preview opened at openedAtS, as the browser sends it back. */
const renewed = async (nowMs: number, origin = "http://localhost") => (await app.request(`${origin}/cookie?now=${nowMs}`)).text();

describe("preview session", () => {
  it("lasts 30 minutes after it was set, each renewal 30 more, never past its working day", async () => {
    const first = (await renewed(at(openedAtS))).split(";")[0]!;
    expect(await read(first, at(openedAtS + PREVIEW_IDLE_S - 1))).toEqual({ openedAtS });
    expect(await read(first, at(openedAtS + PREVIEW_IDLE_S))).toBeNull();
    const later = openedAtS + PREVIEW_IDLE_S - 60;
    const second = (await renewed(at(later))).split(";")[0]!;
    expect(await read(second, at(later + PREVIEW_IDLE_S - 1))).toEqual({ openedAtS });
    // near the end of its day a renewal gives only what is left of it
    const lastHour = openedAtS + PREVIEW_SESSION_MAX_S - 600;
    expect(await renewed(at(lastHour))).toContain("; Max-Age=600;");
    const signedLonger = await previewCookieHeader(SECRET, { openedAtS, expiresAtS: openedAtS + PREVIEW_SESSION_MAX_S + 3600 });
    expect(await read(signedLonger, at(openedAtS + PREVIEW_SESSION_MAX_S))).toBeNull();
  });

  it("refuses another secret's value, a moved expiry, a changed signature and nonsense", async () => {
    const value = await previewCookieHeader(SECRET, { openedAtS, expiresAtS: openedAtS + 600 });
    const now = at(openedAtS + 1);
    expect(await read(value, now)).toEqual({ openedAtS });
    expect(await read(value, now, "another-secret")).toBeNull();
    expect(await read(value, now, "")).toBeNull();
    expect(await read(value.replace(`.${openedAtS + 600}.`, `.${openedAtS + 6000}.`), now)).toBeNull();
    const flipped = value.replace(/\.([^.]+)$/, (_, mac: string) => `.${mac.startsWith("A") ? "B" : "A"}${mac.slice(1)}`);
    expect(await read(flipped, now)).toBeNull();
    // opened in the future: not a session this site opened
    expect(await read(await previewCookieHeader(SECRET, { openedAtS: openedAtS + 60, expiresAtS: openedAtS + 600 }), now)).toBeNull();
    for (const junk of ["ecole-preview=", "ecole-preview=1", `ecole-preview=${openedAtS}.${openedAtS + 600}`, "other=1"]) {
      expect(await read(junk, now), junk).toBeNull();
    }
  });

  it("is HttpOnly on the whole site; cross-site capable (Secure, SameSite=None, Partitioned) on https only", async () => {
    expect(await renewed(at(openedAtS), "https://www.ecole.test")).toMatch(
      new RegExp(`^ecole-preview=${openedAtS}\\.${openedAtS + PREVIEW_IDLE_S}\\.[\\w%-]+; Max-Age=${PREVIEW_IDLE_S}; Path=/; HttpOnly; Secure; SameSite=None; Partitioned$`),
    );
    expect(await renewed(at(openedAtS))).toMatch(new RegExp(`; Max-Age=${PREVIEW_IDLE_S}; Path=/; HttpOnly; SameSite=Lax$`));
    expect(await (await app.request("http://localhost/end")).text()).toBe("ecole-preview=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });
});
