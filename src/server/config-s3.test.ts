import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const complete = {
  S3_ENDPOINT: "http://127.0.0.1:9000",
  S3_REGION: "us-east-1",
  S3_BUCKET: "fitcreators",
  S3_ACCESS_KEY_ID: "key",
  S3_SECRET_ACCESS_KEY: "secret",
};

describe("S3 settings", () => {
  it("keeps files on the local disk when no S3_* variable is set", () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it("reads a complete S3-compatible configuration, path-style by default for a custom endpoint", () => {
    expect(loadConfig(complete).s3).toEqual({
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      bucket: "fitcreators",
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: true,
    });
  });

  it("uses virtual-host URLs for AWS itself (no endpoint) unless told otherwise", () => {
    const { S3_ENDPOINT: _endpoint, ...aws } = complete;
    expect(loadConfig(aws).s3).toMatchObject({ endpoint: undefined, forcePathStyle: false });
    expect(loadConfig({ ...aws, S3_FORCE_PATH_STYLE: "true" }).s3).toMatchObject({ forcePathStyle: true });
    expect(loadConfig({ ...complete, S3_FORCE_PATH_STYLE: "false" }).s3).toMatchObject({ forcePathStyle: false });
  });

  it("refuses half a configuration, naming what is missing", () => {
    expect(() => loadConfig({ S3_BUCKET: "fitcreators" })).toThrow(
      "Incomplete S3 configuration: S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too",
    );
    const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = complete;
    expect(() => loadConfig(withoutSecret)).toThrow(/S3_SECRET_ACCESS_KEY must be set too/);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ S3_BUCKET: "", S3_REGION: " " }).s3).toBeUndefined();
  });

  it.each([
    ["S3_ENDPOINT", "minio:9000"],
    ["S3_FORCE_PATH_STYLE", "yes"],
  ])("fails fast, naming %s, when it is %j", (name, value) => {
    expect(() => loadConfig({ ...complete, [name]: value })).toThrow(
      new RegExp(`^Invalid environment configuration:\\n.*\\b${name}: `, "s"),
    );
  });
});
