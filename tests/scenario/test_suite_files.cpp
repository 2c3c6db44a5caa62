// Finding a suite's files: which files count as scenarios, and run ids that do not depend on the
// path given (relative to the folder holding the suite's marker).
#include "scenario/suite.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace carcassonne;
using namespace carcassonne::scenario;
namespace fs = std::filesystem;

namespace {

// A scratch folder removed at the end of the test case.
struct ScratchFolder {
    fs::path path;
    explicit ScratchFolder(const std::string& name)
        : path(fs::temp_directory_path() / (name + "-" + std::to_string(::getpid()))) {
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~ScratchFolder() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
    void write(const std::string& relative, const std::string& text = "title: t\n") const {
        fs::create_directories((path / relative).parent_path());
        std::ofstream(path / relative) << text;
    }
};

std::vector<std::string> idsOf(const std::vector<std::string>& paths) {
    std::vector<formats::InputError> errors;
    std::vector<std::string> ids;
    for (const auto& f : findScenarioFiles(paths, errors))
        ids.push_back(f.id);
    REQUIRE(errors.empty());
    return ids;
}

} // namespace

TEST_CASE("scenario files are .yaml and .yml in any case, nothing else") {
    const ScratchFolder dir("oracle-suite-ext");
    dir.write("a.yaml");
    dir.write("b.YAML");
    dir.write("c.yml");
    dir.write("d.Yml");
    dir.write("notes.txt");
    dir.write("e.yaml.bak");
    CHECK(idsOf({dir.path.string()}) == std::vector<std::string>{"a", "b", "c", "d"});
}

TEST_CASE("run ids are relative to the suite's marker, whatever path is given") {
    const ScratchFolder dir("oracle-suite-ids");
    dir.write("suite/.oracle-suite", "");
    dir.write("suite/base/scoring/x.yaml");
    dir.write("suite/base/y.yaml");
    const std::vector<std::string> both{"base/scoring/x", "base/y"};
    CHECK(idsOf({(dir.path / "suite").string()}) == both);
    CHECK(idsOf({(dir.path / "suite/base").string()}) == both);
    CHECK(idsOf({(dir.path / "suite/base/").string()}) == both);
    CHECK(idsOf({(dir.path / "suite/base/scoring/../").string()}) == both);
    CHECK(idsOf({(dir.path / "suite/base/scoring").string()}) ==
          std::vector<std::string>{"base/scoring/x"});
    CHECK(idsOf({(dir.path / "suite/base/scoring/x.yaml").string()}) ==
          std::vector<std::string>{"base/scoring/x"});
    CHECK(suiteRootOf(dir.path / "suite/base/y.yaml") == dir.path / "suite");
}

TEST_CASE("without a marker, ids are relative to the folder given, a file alone is its name") {
    const ScratchFolder dir("oracle-suite-nomarker");
    dir.write("plain/sub/x.yaml");
    CHECK(idsOf({(dir.path / "plain").string()}) == std::vector<std::string>{"sub/x"});
    CHECK(idsOf({(dir.path / "plain/sub").string()}) == std::vector<std::string>{"x"});
    CHECK(idsOf({(dir.path / "plain/sub/x.yaml").string()}) == std::vector<std::string>{"x"});
}

TEST_CASE("a known-status line that matches no run id is reported, one that matches is not") {
    const std::vector<KnownStatus> known{{"base/y@*", Outcome::Fail, 1},
                                         {"base/z@C3", Outcome::Fail, 2},
                                         {"base/*@C1", Outcome::Skip, 3}};
    const auto unmatched = unmatchedKnownStatuses(known, {"base/y@C3", "base/scoring/x@C1"});
    REQUIRE(unmatched.size() == 1);
    CHECK(unmatched.front().line == 2);
}

TEST_CASE("a folder above the suite gives the suite's files their suite ids") {
    const ScratchFolder dir("oracle-suite-above");
    dir.write("repo/scenarios/.oracle-suite", "");
    dir.write("repo/scenarios/base/y.yaml");
    dir.write("repo/tests/inputs/z.yaml");
    CHECK(idsOf({(dir.path / "repo").string()}) ==
          std::vector<std::string>{"base/y", "tests/inputs/z"});
}
