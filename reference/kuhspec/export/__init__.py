"""The suite as data: every scenario exported as one JSON case (`kuhspec export DIR`).

- checks.py: the check vocabulary, one evaluator; the step library's World states each of
  its checks through it, and the runners replay the same checks from the data;
- recorder.py: an Implementation proxy that writes down a scenario's requests and checks;
- writer.py: runs the Gherkin suite against the reference with a recorder and writes the
  cases, the index and the schemas they name;
- settings.py: every setting a hello can make the harness play a scenario in (what the
  writer exports), and which case a runner plays for a hello (by kuhspec.law.applicability);
- reading.py: reading an export, with errors that name the file;
- replay.py: a small runner that replays an export against any implementation command.

The format is docs/exported-cases.md; the schemas are spec/schemas/case.schema.json and
spec/schemas/export-index.schema.json.
"""
