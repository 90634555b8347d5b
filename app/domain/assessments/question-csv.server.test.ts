import { describe, expect, it } from "vitest";
import { readQuestionsCsv } from "./question-csv.server";

const HEADER = "type,prompt,options,answer,tolerance,unit,accepted,marks,explanation";

describe("readQuestionsCsv", () => {
  it("reads every type, with quoted commas, a BOM and the columns in any order", () => {
    const file = [
      `\uFEFF${HEADER}`,
      'single,"Which spacing gives 12,500 stands?",*1 m by 0.8 m|2 m by 2 m|0.5 m by 0.5 m,,,,,2,Rows 1 m apart.',
      "multiple,Which are maize pests?,*Fall armyworm|*Stem borer|Cassava mealybug,,,,,,",
      "true_false,Mulch keeps soil moist.,,TRUE,,,,,",
      'number,How many stands per hectare?,,"12,500",100,stands,,,',
      "short_text,Name the pest that eats maize funnels.,,,,,fall armyworm|armyworm,,",
    ].join("\r\n");
    const read = readQuestionsCsv(file);
    expect(read.status).toBe("ok");
    if (read.status !== "ok") return;
    expect(read.questions.map((q) => q.type)).toEqual([
      "single",
      "multiple",
      "true_false",
      "number",
      "short_text",
    ]);
    expect(read.questions[0]).toMatchObject({
      prompt: "Which spacing gives 12,500 stands?",
      marks: 2,
      explanation: "Rows 1 m apart.",
      key: {
        type: "single",
        options: [
          { id: "o1", text: "1 m by 0.8 m", correct: true },
          { id: "o2", text: "2 m by 2 m", correct: false },
          { id: "o3", text: "0.5 m by 0.5 m", correct: false },
        ],
      },
    });
    expect(read.questions[2]?.key).toEqual({ type: "true_false", answer: true });
    expect(read.questions[3]?.key).toEqual({
      type: "number",
      answer: 12_500,
      tolerance: 100,
      unit: "stands",
    });
    expect(read.questions[4]?.key).toEqual({
      type: "short_text",
      accepted: ["fall armyworm", "armyworm"],
    });

    const reordered = readQuestionsCsv(
      "prompt,type,answer\nThe sun rises in the east.,true_false,true\n",
    );
    expect(reordered.status).toBe("ok");
  });

  it("reports every problem by line and imports nothing", () => {
    const file = [
      HEADER,
      "single,No right option,A|B,,,,,,",
      "single,Two right,*A|*B,,,,,,",
      "essay,What is soil?,,,,,,,",
      "number,How many?,,many,,,,,",
      "true_false,,,maybe,,,,,",
      "short_text,Name it,,,,,,0,",
    ].join("\n");
    const read = readQuestionsCsv(file);
    expect(read.status).toBe("invalid");
    if (read.status !== "invalid") return;
    expect(read.problems).toEqual([
      "Line 2: options: Mark exactly one option as right with * at the start of its line.",
      "Line 3: options: Mark exactly one option as right with * at the start of its line.",
      "Line 4: type: Choose a question type.",
      "Line 5: answer: Enter the answer as a number, e.g. 12500 or 2.5.",
      "Line 6: prompt: Please write the question.",
      "Line 6: answer: Choose whether the statement is true or false.",
      "Line 7: marks: Enter marks from 1 to 100.",
      "Line 7: accepted: Write 1 to 20 accepted answers, one a line.",
    ]);
  });

  it("refuses a file without its header columns, one it cannot parse and an empty one", () => {
    expect(readQuestionsCsv("kind,question\nsingle,x\n")).toMatchObject({
      status: "invalid",
      problems: expect.arrayContaining(['Line 1: the header has no "type" column.']),
    });
    expect(readQuestionsCsv('type,prompt\nsingle,"unclosed\n').status).toBe("invalid");
    expect(readQuestionsCsv(`${HEADER}\n`)).toEqual({
      status: "invalid",
      problems: ["The file has no questions under its header line."],
    });
  });
});
