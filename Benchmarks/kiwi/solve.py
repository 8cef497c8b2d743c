#!/usr/bin/env python3
"""Solves small constraint systems with kiwisolver for CassowaryTests' differential tests.

stdin: a JSON list of systems, each {"variables": n, "constraints": [{"terms": [[index,
coefficient], ...], "constant": c, "op": "==" | "<=" | ">=", "priority": p}, ...]}, meaning
sum(coefficient * x[index]) + c  op  0, required when p == 1000, else kiwi strength p.
stdout: a JSON list with, per system, {"values": [...]} or {"error": "..."}.
"""
import json
import sys

try:
    import kiwisolver as kiwi
except ImportError:
    sys.stderr.write("kiwisolver is not installed: pip install kiwisolver\n")
    sys.exit(3)


def solve(system):
    xs = [kiwi.Variable("x%d" % i) for i in range(system["variables"])]
    solver = kiwi.Solver()
    for spec in system["constraints"]:
        expression = sum((c * xs[i] for i, c in spec["terms"]), 0.0) + spec["constant"]
        op = spec["op"]
        constraint = expression == 0 if op == "==" else (expression <= 0 if op == "<=" else expression >= 0)
        if spec["priority"] < 1000:
            constraint = constraint | spec["priority"]
        try:
            solver.addConstraint(constraint)
        except kiwi.UnsatisfiableConstraint:
            return {"error": "unsatisfiable"}
    solver.updateVariables()
    return {"values": [x.value() for x in xs]}


def main():
    systems = json.load(sys.stdin)
    json.dump([solve(system) for system in systems], sys.stdout)


if __name__ == "__main__":
    main()
