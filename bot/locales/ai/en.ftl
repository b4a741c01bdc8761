# ai
