#include "progress.hpp"

#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <sstream>

namespace carcassonne::cli {

bool progressWanted(bool noProgress) {
    return !noProgress && ::isatty(STDERR_FILENO) == 1;
}

std::string clockTime(double seconds) {
    const long s = static_cast<long>(seconds + 0.5);
    char text[32];
    if (s >= 3600)
        std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
    else
        std::snprintf(text, sizeof text, "%ld:%02ld", s / 60, s % 60);
    return text;
}

Progress::Progress(std::string what, std::string failures, long total, bool shown)
    : what_(std::move(what)), failures_(std::move(failures)), total_(total), shown_(shown) {}

Progress::~Progress() {
    finish();
}

void Progress::step(bool failed) {
    ++done_;
    if (failed) ++failed_;
    draw(false);
}

void Progress::draw(bool force) {
    if (!shown_) return;
    const auto now = std::chrono::steady_clock::now();
    if (!force && visible_ && now - drawn_ < std::chrono::milliseconds(100) && done_ != total_)
        return;
    drawn_ = now;
    const double elapsed = std::chrono::duration<double>(now - start_).count();
    const double rate = elapsed > 0 ? static_cast<double>(done_) / elapsed : 0;
    std::ostringstream line;
    line.precision(rate < 10 ? 2 : 0);
    line << std::fixed << done_;
    if (partsTotal_ > 0) {
        line << " " << what_ << ", " << partsDone_ << "/" << partsTotal_ << " " << parts_ << " ("
             << partsDone_ * 100 / partsTotal_ << "%), " << rate << "/s";
        if (!failures_.empty()) line << ", " << failed_ << " " << failures_;
        if (partsDone_ > 0 && partsDone_ < partsTotal_)
            line << ", "
                 << clockTime(elapsed * static_cast<double>(partsTotal_ - partsDone_) /
                              static_cast<double>(partsDone_))
                 << " left";
    } else if (total_ > 0)
        line << "/" << total_ << " " << what_ << " (" << done_ * 100 / total_ << "%)";
    else
        line << " " << what_;
    if (partsTotal_ <= 0) {
        line << ", " << rate << "/s";
        if (!failures_.empty()) line << ", " << failed_ << " " << failures_;
        if (total_ > 0 && rate > 0 && done_ < total_)
            line << ", " << clockTime(static_cast<double>(total_ - done_) / rate) << " left";
    }
    // Carriage return and erase-line: the line is redrawn in place.
    std::cerr << "\r\033[K" << line.str() << std::flush;
    visible_ = true;
}

void Progress::countParts(std::string parts, long total) {
    parts_ = std::move(parts);
    partsTotal_ = total;
}

void Progress::partDone() {
    ++partsDone_;
    draw(partsDone_ == partsTotal_);
}

void Progress::finish() {
    if (!visible_) return;
    std::cerr << "\r\033[K" << std::flush;
    visible_ = false;
}

} // namespace carcassonne::cli
