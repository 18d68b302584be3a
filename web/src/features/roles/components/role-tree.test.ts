import { describe, expect, it } from "vitest";
import {
  buildOrgTree,
  descendantIds,
  possibleParents,
  type OrgNode,
  type TreeRole,
} from "./role-tree";

const role = (id: number, name: string, reportsToId: number | null = null): TreeRole => ({
  id,
  name,
  roleHandle: name.toUpperCase().slice(0, 3),
  reportsToId,
});

/** The tree as nested names, easy to compare. */
type Shape = [string, Shape[]];
const shape = (nodes: OrgNode[]): Shape[] => nodes.map((n) => [n.role.name, shape(n.children)]);

describe("buildOrgTree", () => {
  it("nests roles under the role they report to, siblings by name", () => {
    const roles = [
      role(1, "Director"),
      role(4, "Payroll", 3),
      role(2, "Operations", 1),
      role(3, "Finance", 1),
      role(5, "Accounts", 3),
    ];
    expect(shape(buildOrgTree(roles))).toEqual([
      [
        "Director",
        [
          [
            "Finance",
            [
              ["Accounts", []],
              ["Payroll", []],
            ],
          ],
          ["Operations", []],
        ],
      ],
    ]);
  });

  it("counts every role below a node", () => {
    const [root] = buildOrgTree([role(1, "A"), role(2, "B", 1), role(3, "C", 2), role(4, "D", 2)]);
    expect(root!.descendantCount).toBe(3);
    expect(root!.children[0]!.descendantCount).toBe(2);
    expect(root!.children[0]!.children[0]!.descendantCount).toBe(0);
  });

  it("makes roots of roles whose parent is not in the list (a search, /myRoles)", () => {
    // 9 is not in the list: its reports must still be drawn, at the top.
    const roles = [role(2, "Team lead", 9), role(3, "Engineer", 2), role(4, "Auditor", 8)];
    expect(shape(buildOrgTree(roles))).toEqual([
      ["Auditor", []],
      ["Team lead", [["Engineer", []]]],
    ]);
  });

  it("gives several roots for several trees and an empty forest for no roles", () => {
    expect(buildOrgTree([role(1, "B"), role(2, "A")]).map((n) => n.role.name)).toEqual(["A", "B"]);
    expect(buildOrgTree([])).toEqual([]);
  });

  it("draws every role exactly once even when the data holds a loop", () => {
    // The API refuses cycles, but the chart must not hang or drop roles if one slips in.
    const roles = [
      role(1, "Loop A", 2),
      role(2, "Loop B", 1),
      role(3, "Self", 3),
      role(4, "Under A", 1),
    ];
    const tree = buildOrgTree(roles);
    const seen: number[] = [];
    const walk = (nodes: OrgNode[]) =>
      nodes.forEach((n) => {
        seen.push(n.role.id);
        walk(n.children);
      });
    walk(tree);
    expect(seen.sort()).toEqual([1, 2, 3, 4]);
    expect(tree.map((n) => n.role.name)).toEqual(["Self", "Loop A"]);
  });
});

describe("descendantIds and possibleParents", () => {
  const roles = [
    role(1, "CEO"),
    role(2, "CFO", 1),
    role(3, "Accounts", 2),
    role(4, "Ops", 1),
    role(5, "Solo"),
  ];

  it("finds every role below, at any depth, and nothing else", () => {
    expect([...descendantIds(roles, 1)].sort()).toEqual([2, 3, 4]);
    expect([...descendantIds(roles, 2)]).toEqual([3]);
    expect(descendantIds(roles, 3).size).toBe(0);
  });

  it("offers as parents everyone but the role itself and those below it", () => {
    expect(possibleParents(roles, 2).map((r) => r.id)).toEqual([1, 4, 5]);
    expect(possibleParents(roles, 1).map((r) => r.id)).toEqual([5]);
    expect(possibleParents(roles, null).map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
