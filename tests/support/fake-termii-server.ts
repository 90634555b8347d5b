// The fake Termii behind a real HTTP server on 127.0.0.1: POST /api/sms/send as Termii takes it
// (the API key in the JSON body), answering with a message_id, recording every request, and
// refusing on demand as Termii does (4xx with a message).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedSms = {
  api_key: string;
  to: string;
  from: string;
  sms: string;
  channel: string;
};

export type FakeTermiiServer = {
  /** Use as TERMII_BASE_URL. */
  baseUrl: string;
  requests: RecordedSms[];
  refuseNext: (times: number, status?: number) => void;
  close: () => Promise<void>;
};

export async function startFakeTermiiServer(opts: { apiKey: string }): Promise<FakeTermiiServer> {
  const requests: RecordedSms[] = [];
  let refusals = { times: 0, status: 400 };
  let counter = 0;
  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "Content-Type": "application/json" });
        response.end(JSON.stringify(body));
      };
      if (request.method !== "POST" || request.url !== "/api/sms/send") {
        return send(404, { message: "Not found" });
      }
      const body = JSON.parse(raw) as RecordedSms;
      if (body.api_key !== opts.apiKey) return send(401, { message: "Invalid API key" });
      if (refusals.times > 0) {
        refusals.times -= 1;
        return send(refusals.status, { message: "Invalid phone number" });
      }
      counter += 1;
      requests.push(body);
      send(200, {
        code: "ok",
        message_id: `3017${counter.toString().padStart(8, "0")}`,
        message: "Successfully Sent",
        balance: 9,
        user: "AFA Academy",
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    refuseNext: (times, status = 400) => {
      refusals = { times, status };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
