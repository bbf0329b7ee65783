#!/usr/bin/env python3
"""Accord's REST API from Python: list the templates, create an agreement from a template's values, wait for
it on the event stream, and read its guarantee outcome.

    python3 accord_rest.py [--url http://127.0.0.1:8080/api/v1] [--user NAME --password PW]
                           [--template librasla-job] [--set tD1=8 --set deadline=600 ...] [--json]

Needs the `requests` package (Debian: python3-requests; pip: requests). Start a provider first
(`./accord provider`); with security on, pass a provider user. The whole API is described at URL/openapi.json.
"""

import argparse
import json
import sys
import time

import requests

FINAL = {"completed", "terminated", "rejected"}
FINAL_STATES = {"Complete", "Terminated", "Rejected"}


def main():
    args = arguments()
    api = requests.Session()
    api.headers["Accept"] = "application/json"
    if args.user:
        api.auth = (args.user, args.password or "")

    # 1. The templates, with the values a create may set.
    templates = checked(api.get(f"{args.url}/templates"))
    say(args, "templates: " + ", ".join(f"{t['templateId']} ({t['kind']})" for t in templates))

    # 2. An agreement from one template's values (numbers, or strings for deadlineType and a cpus range).
    values = dict(parse_setting(s) for s in args.set)
    values.setdefault("name", f"python example {time.time():.0f}")
    created = checked(api.post(f"{args.url}/agreements", json={"template": args.template, "values": values}))
    agreement_id = created["agreementId"]
    say(args, f"created {agreement_id}: {created['state']}, {created['allocation']['cpus']} CPUs")

    # 3. Wait for it on the event stream: no polling; a dropped connection resumes from the last event seen.
    events = wait_for_end(api, args.url, agreement_id, args)

    # 4. Its guarantee outcome.
    agreement = checked(api.get(f"{args.url}/agreements/{agreement_id}"))
    for g in agreement["guarantees"]:
        say(args, f"guarantee {g['name']}: {g['state']}, value {g.get('value')} {g.get('valueUnit', '')}, "
                  f"delay {g.get('delay')} s, penalty {g.get('penalty')}")
    if args.json:
        print(json.dumps({"agreementId": agreement_id, "state": agreement["state"],
                          "events": [e["type"] for e in events], "guarantees": agreement["guarantees"],
                          "utility": agreement.get("utility"), "penalty": agreement.get("penalty")}))


def wait_for_end(api, url, agreement_id, args):
    """Reads /events for this agreement until it ends; reconnects with Last-Event-ID when the stream drops.

    A `gap` event says the provider no longer holds the events after last_id (it restarted meanwhile): the
    agreement's state, which the provider stores, says whether it already ended; the stream goes on with every
    event the provider holds."""
    seen, last_id = [], "0"
    while True:
        try:
            with api.get(f"{url}/events", params={"agreement": agreement_id},
                         headers={"Accept": "text/event-stream", "Last-Event-ID": last_id},
                         stream=True, timeout=(10, 60)) as stream:
                checked(stream, parse=False)
                for event_type, event_id, data in server_sent_events(stream):
                    if event_type == "gap":
                        state = checked(api.get(f"{url}/agreements/{agreement_id}"))["state"]
                        say(args, f"events after {last_id} are no longer held; the agreement is {state}")
                        if state in FINAL_STATES:
                            return seen
                        continue
                    last_id = event_id
                    seen.append(data)
                    say(args, f"event {event_id}: {data['type']} ({data['state']})")
                    if data["type"] in FINAL:
                        return seen
        except (requests.ConnectionError, requests.Timeout) as dropped:
            say(args, f"stream dropped ({dropped.__class__.__name__}); resuming after event {last_id}")
            time.sleep(1)


def server_sent_events(response):
    """(type, id, data) of each event with data; comments (keep-alives) and the retry line are skipped."""
    event_type, event_id, data = "message", None, None
    for line in response.iter_lines(decode_unicode=True):
        if line == "":
            if data is not None:
                yield event_type, event_id, json.loads(data)
            event_type, event_id, data = "message", None, None
        elif line.startswith("event:"):
            event_type = line[6:].strip()
        elif line.startswith("id:"):
            event_id = line[3:].strip()
        elif line.startswith("data:"):
            data = line[5:].strip()


def checked(response, parse=True):
    """The JSON answer; a problem document (RFC 9457) ends the program with its code and detail."""
    if response.status_code >= 400:
        try:
            problem = response.json()
            sys.exit(f"HTTP {response.status_code} {problem.get('code')}: {problem.get('detail')}"
                     + (f" (at {problem['pointer']})" if problem.get("pointer") else ""))
        except ValueError:
            sys.exit(f"HTTP {response.status_code}: {response.text[:200]}")
    return response.json() if parse else response


def parse_setting(setting):
    name, _, value = setting.partition("=")
    try:
        return name, float(value) if "." in value or "e" in value.lower() else int(value)
    except ValueError:
        return name, value


def say(args, line):
    print(line, file=sys.stderr if args.json else sys.stdout, flush=True)


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://127.0.0.1:8080/api/v1", help="the provider's REST root")
    parser.add_argument("--user", help="a provider user (security on)")
    parser.add_argument("--password")
    parser.add_argument("--template", default="librasla-job")
    parser.add_argument("--set", action="append", default=["tD1=8", "deadline=600"], metavar="NAME=VALUE",
                        help="a template value, e.g. cpus=4, tD1=28800, deadline=36000, budget=100")
    parser.add_argument("--json", action="store_true", help="print one JSON summary on stdout (progress on stderr)")
    return parser.parse_args()


if __name__ == "__main__":
    main()
