// Output files are written whole or not at all (a temporary file beside, renamed at commit), a
// failed write is an error with the system's reason, and identityOf tells one file under its
// names (a hard link, a symbolic link, a file not there yet).
#include "formats/output_file.hpp"

#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

using namespace carcassonne::formats;
namespace fs = std::filesystem;

namespace {

// A fresh folder of its own for each test case.
struct Folder {
    fs::path path;
    explicit Folder(const std::string& name)
        : path(fs::temp_directory_path() /
               ("output-file-" + name + "-" + std::to_string(::getpid()))) {
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~Folder() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
    std::string operator/(const std::string& name) const { return (path / name).string(); }
    std::size_t entries() const {
        return static_cast<std::size_t>(
            std::distance(fs::directory_iterator(path), fs::directory_iterator()));
    }
};

std::string read(const std::string& file) {
    std::ifstream in(file);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

OutputFile opened(const std::string& path, Writing writing = Writing::Whole) {
    auto file = OutputFile::open(path, writing);
    REQUIRE(std::holds_alternative<OutputFile>(file));
    return std::move(std::get<OutputFile>(file));
}

} // namespace

TEST_CASE("an output replaces its file only when committed", "[output-file]") {
    const Folder dir("whole");
    const std::string report = dir / "report.xml";
    std::ofstream(report) << "the earlier report\n";
    {
        OutputFile file = opened(report);
        file.stream() << "half a report";
        CHECK(file.flush());
        // Written beside, hidden: the earlier report stays whole while the new one is written.
        CHECK(read(report) == "the earlier report\n");
        CHECK(fs::path(file.writingTo()).parent_path() == dir.path);
        CHECK(fs::path(file.writingTo()).filename().string().starts_with(".report.xml.tmp-"));
    } // abandoned (a writer that stops): the temporary file goes, the report is as it was
    CHECK(read(report) == "the earlier report\n");
    CHECK(dir.entries() == 1);

    OutputFile file = opened(report);
    file.stream() << "the new report\n";
    CHECK_FALSE(file.commit());
    CHECK(read(report) == "the new report\n");
    CHECK(dir.entries() == 1);
}

TEST_CASE("a live output grows visibly in FILE.partial", "[output-file]") {
    const Folder dir("live");
    const std::string report = dir / "runs.jsonl";
    OutputFile file = opened(report, Writing::Live);
    CHECK(file.writingTo() == report + ".partial");
    file.stream() << "{\"line\": 1}\n";
    REQUIRE(file.flush());
    CHECK(read(report + ".partial") == "{\"line\": 1}\n");
    CHECK_FALSE(fs::exists(report));
    // A second writer of the same report does not share the partial file: it writes its own.
    OutputFile other = opened(report, Writing::Live);
    CHECK(other.writingTo() != report + ".partial");
    other.stream() << "the other\n";
    CHECK_FALSE(other.commit());
    file.stream() << "{\"line\": 2}\n";
    CHECK_FALSE(file.commit());
    // The last rename wins, whole.
    CHECK(read(report) == "{\"line\": 1}\n{\"line\": 2}\n");
    CHECK_FALSE(fs::exists(report + ".partial"));
}

TEST_CASE("a failed write is an error naming the file and the reason", "[output-file]") {
    OutputFile full = opened("/dev/full");
    CHECK(full.writingTo() == "/dev/full"); // a device is written in place
    full.stream() << "a report";
    const auto error = full.commit();
    REQUIRE(error);
    CHECK(error->toString() == "cannot write /dev/full: No space left on device");

    const Folder dir("folder");
    auto folder = OutputFile::open(dir.path.string());
    REQUIRE(std::holds_alternative<OutputError>(folder));
    CHECK(std::get<OutputError>(folder).reason == "it is a folder");
    auto missing = OutputFile::open(dir / "no/such/folder/report.json");
    REQUIRE(std::holds_alternative<OutputError>(missing));
    CHECK(std::get<OutputError>(missing).reason.find("No such file or directory") !=
          std::string::npos);
}

TEST_CASE("writing through a symbolic link keeps the link", "[output-file]") {
    const Folder dir("link");
    std::ofstream(dir / "target.txt") << "old\n";
    fs::create_symlink("target.txt", dir / "link.txt");
    REQUIRE_FALSE(writeFile(dir / "link.txt", "new\n"));
    CHECK(fs::is_symlink(dir / "link.txt"));
    CHECK(read(dir / "target.txt") == "new\n");
}

TEST_CASE("one file under its names is one identity", "[output-file]") {
    const Folder dir("identity");
    std::ofstream(dir / "in.yaml") << "title: x\n";
    fs::create_hard_link(dir / "in.yaml", dir / "hard.yaml");
    fs::create_symlink("in.yaml", dir / "soft.yaml");
    fs::create_symlink("later.yaml", dir / "dangling.yaml");
    const auto in = identityOf(dir / "in.yaml");
    REQUIRE(in);
    CHECK(in->kind == FileIdentity::Kind::File);
    CHECK(identityOf(dir / "hard.yaml") == in);
    CHECK(identityOf(dir / "soft.yaml") == in);
    CHECK(identityOf(dir.path.string() + "/./in.yaml") == in);
    // Not there yet: `later.yaml`, `./later.yaml` and a dangling link to it are one file.
    const auto later = identityOf(dir / "later.yaml");
    REQUIRE(later);
    CHECK(later->kind == FileIdentity::Kind::Missing);
    CHECK(identityOf(dir.path.string() + "/./later.yaml") == later);
    CHECK(identityOf(dir / "dangling.yaml") == later);
    CHECK(identityOf(dir / "sub/later.yaml") != later);
    CHECK(identityOf(dir.path.string())->kind == FileIdentity::Kind::Folder);
    CHECK(identityOf("/dev/null")->kind == FileIdentity::Kind::Other);
}
