import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessTokenFor, bearer, createTestEnv, createUser, TEST_PASSWORD, type TestEnv } from "../../../test/helpers.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

async function signedIn() {
  const user = await createUser(env.ctx);
  return { user, headers: bearer(await accessTokenFor(env.ctx, user)) };
}

/** A multipart body with one file, built by hand so the test controls every byte and header. */
function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = "----radar-test-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(headers: Record<string, string>, field: string, filename: string, contentType: string, data: Buffer) {
  const body = multipart(field, filename, contentType, data);
  return env.app.inject({
    method: "POST",
    url: "/api/user/avatar/upload/",
    payload: body.payload,
    headers: { ...headers, "content-type": body.contentType },
  });
}

const image = (format: "png" | "jpeg" | "gif", size = 900) =>
  sharp({ create: { width: size, height: Math.round(size * 0.75), channels: 3, background: { r: 79, g: 70, b: 229 } } })
    .toFormat(format)
    .toBuffer();

describe("GET /api/user/profile/", () => {
  it("returns the signed-in user's profile and needs a token", async () => {
    const { user, headers } = await signedIn();
    const response = await env.app.inject({ url: "/api/user/profile/", headers });
    expect(response.json()).toEqual({
      id: user.id,
      first_name: "Test",
      last_name: "User",
      username: user.username,
      email: user.email,
      is_email_verified: true,
      avatar_url: null,
      language: "en",
    });
    expect((await env.app.inject({ url: "/api/user/profile/" })).statusCode).toBe(401);
    expect((await env.app.inject({ url: "/api/user/profile/", headers: bearer("forged.token.value") })).statusCode).toBe(401);
  });
});

describe("PUT /api/user/profile/update/", () => {
  const update = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    env.app.inject({ method: "PUT", url: "/api/user/profile/update/", headers, payload });

  it("updates names and username and ignores an e-mail in the body", async () => {
    const { user, headers } = await signedIn();
    const response = await update(headers, {
      first_name: "Layla",
      last_name: "Haddad",
      username: "layla.h-1",
      email: "hijack@example.com",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: "Layla", last_name: "Haddad", username: "layla.h-1", email: user.email });
  });

  it.each([
    [{ first_name: "L", last_name: "Haddad", username: "layla" }, "first_name", "First name must be at least 2 characters."],
    [{ first_name: "L".repeat(51), last_name: "Haddad", username: "layla" }, "first_name", "First name must be less than 50 characters."],
    [{ first_name: "Layla", last_name: "H", username: "layla" }, "last_name", "Last name must be at least 2 characters."],
    [{ first_name: "Layla", last_name: "Haddad", username: "la" }, "username", "Username must be at least 3 characters."],
    [{ first_name: "Layla", last_name: "Haddad", username: "u".repeat(51) }, "username", "Username must be less than 50 characters."],
    [
      { first_name: "Layla", last_name: "Haddad", username: "layla haddad!" },
      "username",
      "Username can only contain letters, numbers, underscores, dots and hyphens.",
    ],
  ])("answers %o with a field map", async (payload, field, message) => {
    const { headers } = await signedIn();
    const response = await update(headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toEqual([message]);
  });

  it("refuses a username someone else has, case-insensitively", async () => {
    await createUser(env.ctx, { username: "TakenName" });
    const { headers } = await signedIn();
    const response = await update(headers, { first_name: "Layla", last_name: "Haddad", username: "takenname" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: ["This username is already taken."] });
  });
});

describe("POST /api/user/avatar/upload/", () => {
  it.each(["png", "jpeg", "gif"] as const)("accepts a %s, resizes it and serves it", async (format) => {
    const { headers } = await signedIn();
    const response = await upload(headers, "avatar", `me.${format}`, `image/${format}`, await image(format));
    expect(response.statusCode).toBe(200);
    const { avatar_url } = response.json();
    expect(avatar_url).toMatch(/^\/api\/media\/avatars\/\d+-[a-f0-9]{24}\.webp$/);
    const served = await env.app.inject({ url: avatar_url });
    expect(served.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect((await env.app.inject({ url: "/api/user/profile/", headers })).json().avatar_url).toBe(avatar_url);
  });

  it("judges the type by content: a text file named .png is refused", async () => {
    const { headers } = await signedIn();
    const response = await upload(headers, "avatar", "evil.png", "image/png", Buffer.from("<?php system($_GET['c']); ?>"));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Invalid file type. Please upload a JPEG, PNG or GIF image." });
  });

  it("refuses a real image of another type (WebP) even when it claims to be JPEG", async () => {
    const { headers } = await signedIn();
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .webp()
      .toBuffer();
    expect((await upload(headers, "avatar", "a.jpg", "image/jpeg", webp)).statusCode).toBe(400);
  });

  it("refuses a file over 5 MB", async () => {
    const { headers } = await signedIn();
    const big = Buffer.concat([await image("png", 50), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const response = await upload(headers, "avatar", "big.png", "image/png", big);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "File is too large. Maximum size is 5 MB." });
  });

  it("refuses an image whose pixels would not fit the decoding limit, however small the file", async () => {
    const { headers } = await signedIn();
    // A 34-byte GIF that declares 6,300 × 6,300 pixels: 160 MB once decoded. It is refused from its header.
    const size = [6300 & 255, 6300 >> 8];
    const bomb = Buffer.from([
      ...Buffer.from("GIF89a"),
      ...size,
      ...size,
      0x80,
      0,
      0,
      ...[0, 0, 0, 255, 255, 255],
      0x2c,
      0,
      0,
      0,
      0,
      ...size,
      ...size,
      0,
      2,
      1,
      0x2c,
      0,
      0x3b,
    ]);
    const response = await upload(headers, "avatar", "bomb.gif", "image/gif", bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Image dimensions are too large. Maximum is 4096 × 4096 pixels." });
  });

  it("refuses a file over 5 MB every time over real HTTP, where it arrives in chunks", async () => {
    const { headers } = await signedIn();
    const address = await env.app.listen({ port: 0, host: "127.0.0.1" });
    // A valid PNG followed by padding: cut at 5 MB it would still decode, so only the size check refuses it.
    const body = multipart(
      "avatar",
      "big.png",
      "image/png",
      Buffer.concat([await image("png", 50), Buffer.alloc(5 * 1024 * 1024 + 1024, 7)]),
    );
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 15; attempt++) {
      const response = await fetch(`${address}/api/user/avatar/upload/`, {
        method: "POST",
        headers: { ...headers, "content-type": body.contentType },
        body: body.payload,
      });
      statuses.push(response.status);
      expect(await response.json()).toEqual({ error: "File is too large. Maximum size is 5 MB." });
    }
    expect(statuses).toEqual(Array(15).fill(400));
  });

  it("refuses a missing file, a wrong field name and an anonymous caller", async () => {
    const { headers } = await signedIn();
    const json = await env.app.inject({ method: "POST", url: "/api/user/avatar/upload/", headers, payload: { avatar: "x" } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toHaveProperty("error");
    expect((await upload(headers, "photo", "a.png", "image/png", await image("png"))).statusCode).toBe(400);
    expect((await upload({}, "avatar", "a.png", "image/png", await image("png"))).statusCode).toBe(401);
  });

  it("replaces the previous avatar file", async () => {
    const { headers } = await signedIn();
    const first = (await upload(headers, "avatar", "1.png", "image/png", await image("png"))).json().avatar_url;
    await upload(headers, "avatar", "2.png", "image/png", await image("png"));
    expect((await env.app.inject({ url: first })).statusCode).toBe(404);
  });
});

describe("PUT /api/user/language/", () => {
  it("stores the language used for e-mails", async () => {
    const { user, headers } = await signedIn();
    const response = await env.app.inject({ method: "PUT", url: "/api/user/language/", headers, payload: { language: "ar" } });
    expect(response.statusCode).toBe(204);
    const row = await env.ctx.db.selectFrom("users").select("language").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.language).toBe("ar");
    expect((await env.app.inject({ url: "/api/user/profile/", headers })).json()).toMatchObject({ language: "ar" });
    // Signing in hands the stored language to the web app, which applies it.
    const login = await env.app.inject({
      method: "POST",
      url: "/api/auth/token/",
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.json().user.language).toBe("ar");
    expect((await env.app.inject({ method: "PUT", url: "/api/user/language/", headers, payload: { language: "fr" } })).statusCode).toBe(
      400,
    );
    expect((await env.app.inject({ method: "PUT", url: "/api/user/language/", payload: { language: "ar" } })).statusCode).toBe(401);
  });
});
