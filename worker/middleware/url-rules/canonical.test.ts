import { describe, expect, it } from "vitest";
import { canonicalPath, hostRedirect, MAX_PATH_LENGTH } from "./canonical";

describe("canonicalPath", () => {
  it("leaves a canonical path as it is", () => {
    for (const path of ["/", "/formations", "/formations/dcg", "/actualites/page/2", "/caf%C3%A9", "/a%2Fb"]) {
      expect(canonicalPath(path)).toEqual({ path });
    }
  });

  it("removes trailing slashes, collapses repeated ones and lowercases, all at once", () => {
    expect(canonicalPath("/formations/")).toEqual({ path: "/formations" });
    expect(canonicalPath("/Formations/DCG")).toEqual({ path: "/formations/dcg" });
    expect(canonicalPath("/Formations/DCG//")).toEqual({ path: "/formations/dcg" });
    expect(canonicalPath("//formations///dcg")).toEqual({ path: "/formations/dcg" });
    expect(canonicalPath("///")).toEqual({ path: "/" });
  });

  it("never turns a path into a protocol-relative address", () => {
    expect(canonicalPath("//evil.example/")).toEqual({ path: "/evil.example" });
    expect(canonicalPath("//Evil.Example")).toEqual({ path: "/evil.example" });
  });

  it("keeps encoded slashes and backslashes inside their segment when it lowercases", () => {
    expect(canonicalPath("/%2F%2Fevil.example")).toEqual({ path: "/%2F%2Fevil.example" });
    expect(canonicalPath("/%2F%2FEvil.example")).toEqual({ path: "/%2F%2Fevil.example" });
    expect(canonicalPath("/%5CEvil")).toEqual({ path: "/%5Cevil" });
    expect(canonicalPath("/Foo%0d%0aSet-Cookie:x")).toEqual({ path: "/foo%0D%0Aset-cookie:x" });
  });

  it("lowercases non-ASCII letters on their decoded text", () => {
    expect(canonicalPath("/%C3%89v%C3%A9nements")).toEqual({ path: "/%C3%A9v%C3%A9nements" });
  });

  it("refuses malformed percent-encoding and overlong paths", () => {
    expect(canonicalPath("/%E0%A4%A")).toEqual({ status: 400 });
    expect(canonicalPath("/100%")).toEqual({ status: 400 });
    expect(canonicalPath("/%C0%AF")).toEqual({ status: 400 });
    expect(canonicalPath(`/${"a".repeat(MAX_PATH_LENGTH)}`)).toEqual({ status: 414 });
    expect(canonicalPath(`/${"a".repeat(MAX_PATH_LENGTH - 1)}`)).toHaveProperty("path");
  });
});

describe("hostRedirect", () => {
  it("answers the configured host when the request came to another one", () => {
    expect(hostRedirect("ecole.fr", "www.ecole.fr")).toBe("www.ecole.fr");
    expect(hostRedirect("evil.example", "www.ecole.fr")).toBe("www.ecole.fr");
    expect(hostRedirect("127.0.0.1:8801", "localhost:8801")).toBe("localhost:8801");
  });

  it("is off when the host is right, unset, or not a host name", () => {
    expect(hostRedirect("www.ecole.fr", "www.ecole.fr")).toBeNull();
    expect(hostRedirect("WWW.ecole.fr", " www.ecole.fr ")).toBeNull();
    expect(hostRedirect("ecole.fr", "")).toBeNull();
    expect(hostRedirect("ecole.fr", "evil.example/path")).toBeNull();
    expect(hostRedirect("ecole.fr", "https://www.ecole.fr")).toBeNull();
  });
});
